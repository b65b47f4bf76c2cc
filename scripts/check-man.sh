#!/usr/bin/env bash
# Fails when man/cardrender.1 is not what scripts/man-page.py makes from the CLI as it is now
# (`cardrender --experimental-dump-help`), when groff or mandoc warns about the page (mdoc
# macros read from text, blank lines, a sentence that does not start a line…), or when a
# character of the help text does not survive into the formatted page; and when docs/cli.md is
# not the page as Markdown (`mandoc -T markdown`). `make man` (this script with --write)
# regenerates both.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/man-settings.sh

# CARDRENDER_BINARY names a cardrender already built (make test passes the one its tests ran
# against); without it, the debug build is brought up to date and used.
if [ -n "${CARDRENDER_BINARY:-}" ]; then
    binary="$CARDRENDER_BINARY"
    [ -x "$binary" ] || { echo "check-man: CARDRENDER_BINARY=$binary is not an executable" >&2; exit 1; }
else
    swift build --product cardrender >/dev/null 2>&1 || { echo "check-man: swift build failed" >&2; swift build --product cardrender >&2; exit 1; }
    binary="$(swift build --show-bin-path)/cardrender"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$binary" --experimental-dump-help > "$work/dump.json"
# The page's footer names the version (.Os), as the binary prints it.
python3 scripts/man-page.py "$work/dump.json" "$MAN_DATE" "$MAN_AUTHORS" "$("$binary" --version)" > "$work/cardrender.1"

if [ "${1:-}" = "--write" ]; then
    mkdir -p man
    cp "$work/cardrender.1" man/cardrender.1
    echo "wrote man/cardrender.1"
fi

# mdoc warnings: a word read as a macro, an empty line, a bad list.
if ! warnings="$(groff -mdoc -ww -z "$work/cardrender.1" 2>&1)" || [ -n "$warnings" ]; then
    echo "check-man: FAILED: groff warns about the page:" >&2
    echo "$warnings" >&2
    exit 1
fi
# mandoc's lint: the mdoc conventions groff does not check (authors named with .An, each
# sentence on a line of its own). Its style notes (lines over 80 bytes) are left out.
command -v mandoc >/dev/null 2>&1 || { echo "check-man: mandoc is missing (scripts/install-deps.sh --test installs it)" >&2; exit 1; }
if ! lint="$(mandoc -T lint -W warning "$work/cardrender.1" 2>&1)" || [ -n "$lint" ]; then
    echo "check-man: FAILED: mandoc -T lint warns about the page:" >&2
    echo "$lint" >&2
    exit 1
fi
# docs/cli.md: the same page as Markdown, for reading on the web.
{
    printf '<!-- Generated from man/cardrender.1 by scripts/check-man.sh --write (mandoc -T markdown); do not edit. -->\n\n'
    mandoc -T markdown "$work/cardrender.1"
} > "$work/cli.md"
if [ "${1:-}" = "--write" ]; then
    cp "$work/cli.md" docs/cli.md
    echo "wrote docs/cli.md"
fi
# Every non-ASCII character of the help text (×, –, °…) must come out of the formatter.
GROFF_NO_SGR=1 groff -mdoc -Tutf8 "$work/cardrender.1" 2>/dev/null | sed 's/.\x08//g' > "$work/page.txt"
python3 - "$work/dump.json" "$work/page.txt" <<'PY'
import json, sys
dump = open(sys.argv[1], encoding="utf-8").read()
page = open(sys.argv[2], encoding="utf-8").read()
text = json.dumps(json.loads(dump), ensure_ascii=False)
missing = sorted({ch for ch in text if ord(ch) > 127 and ch not in page})
if missing:
    sys.exit("check-man: FAILED: characters lost in the formatted page: " + " ".join(missing))
PY

if [ "${1:-}" != "--write" ]; then
    if ! diff -u man/cardrender.1 "$work/cardrender.1"; then
        echo "check-man: FAILED: man/cardrender.1 is out of date; run 'make man' and commit it" >&2
        exit 1
    fi
    if ! diff -u docs/cli.md "$work/cli.md"; then
        echo "check-man: FAILED: docs/cli.md is out of date; run 'make man' and commit it" >&2
        exit 1
    fi
    echo "check-man: man/cardrender.1 and docs/cli.md are up to date, and groff reads the page without a warning"
fi
