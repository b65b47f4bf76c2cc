#!/usr/bin/env bash
# Prints the package's Debian changelog (/usr/share/doc/cardrender/changelog.gz) for VERSION: one
# entry, dated as the CHANGELOG's latest heading, pointing at CHANGELOG.md.gz beside it for what
# changed (cardrender is a native package: its releases are its changelog's entries).
set -euo pipefail
cd "$(dirname "$0")/../.."
version="$1"
day="$(sed -n 's/^## \([0-9][0-9.]*\) (\([0-9-]*\)).*/\2/p' CHANGELOG.md | head -n 1)"
[ -n "$day" ] || { echo "debian-changelog.sh: CHANGELOG.md has no '## VERSION (YYYY-MM-DD)' heading" >&2; exit 1; }
cat <<ENTRY
cardrender ($version) unstable; urgency=medium

  * Release $version: see /usr/share/doc/cardrender/CHANGELOG.md.gz for what
    changed.

 -- The cardrender authors <cardrender@example.org>  $(LC_ALL=C date -u -R -d "$day 12:00:00")
ENTRY
