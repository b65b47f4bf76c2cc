#!/usr/bin/env bash
# Fails when man/cardrender.1 is not what swift-argument-parser's generate-manual plugin makes
# from the CLI as it is now. `make man` regenerates it.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/man-settings.sh

swift package plugin generate-manual --configuration debug --date "$MAN_DATE" --authors "$MAN_AUTHORS" >/dev/null 2>&1 \
    || { echo "check-man: generate-manual failed" >&2; swift package plugin generate-manual --configuration debug --date "$MAN_DATE" >&2; exit 1; }
generated=.build/plugins/GenerateManual/outputs/cardrender/cardrender.1

if [ "${1:-}" = "--write" ]; then
    mkdir -p man
    cp "$generated" man/cardrender.1
    echo "wrote man/cardrender.1"
    exit 0
fi

if ! diff -u man/cardrender.1 "$generated"; then
    echo "check-man: FAILED: man/cardrender.1 is out of date; run 'make man' and commit it" >&2
    exit 1
fi
echo "check-man: man/cardrender.1 is up to date"
