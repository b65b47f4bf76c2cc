# The man page's fixed date and authors, so regenerating it gives the same file.
# Update MAN_DATE with each release.
MAN_DATE=2026-11-29
MAN_AUTHORS="The cardrender authors"
