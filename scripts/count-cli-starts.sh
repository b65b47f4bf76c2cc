#!/bin/bash
# Counts how often the CLI tests start the cardrender binary: builds the tests (debug, or with the
# swift options given after the filter, e.g. `-c release --scratch-path .build-tests`), puts a
# wrapper in the binary's place that writes a line per start (the test that started it, which the
# tests name in CARDRENDER_COUNT_TEST when CARDRENDER_COUNT_STARTS is set) and runs the real
# binary, runs the tests, puts the binary back, and prints the count and the files and tests that
# start it most. Under the wrapper, ReviewPageResourcesFolderTests' copied binary is the wrapper,
# which finds the page beside the real one: that test fails here and only here. Build nothing
# else in this tree while it runs.
#   scripts/count-cli-starts.sh [filter] [swift build options...]    (filter: CLITests by default)
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-CLITests}"
shift || true
nice -n 10 swift build --build-tests "$@" >&2
bin="$(swift build --show-bin-path "$@")"
log="$(mktemp)"
real="$bin/cardrender.counted"
mv "$bin/cardrender" "$real"
trap 'mv -f "$real" "$bin/cardrender"' EXIT
# The wrapper keeps argv[0] and the process (exec); the real binary finds its resources beside
# its own path, which is the same folder.
cat >"$bin/cardrender" <<EOF
#!/bin/bash
printf '%s\n' "\${CARDRENDER_COUNT_TEST:-unattributed}" >>'$log'
exec -a "\$0" '$real' "\$@"
EOF
chmod +x "$bin/cardrender"
status=0
CARDRENDER_COUNT_STARTS="$log" SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0 \
    nice -n 10 swift test --skip-build --filter "$filter" "$@" >"$log.tests" 2>&1 || status=$?
# A build during the run (another shell's) links the real binary over the wrapper: the starts
# after it go uncounted.
if ! head -1 "$bin/cardrender" | grep -q '^#!/bin/bash'; then
    echo "count-cli-starts: the wrapper was replaced during the run (a build?): the count is short" >&2
    mv -f "$bin/cardrender" "$real"
fi
tail -3 "$log.tests"
echo "test output: $log.tests (exit status $status)"
echo "starts of cardrender: $(wc -l <"$log")"
echo "by test file:"
cut -d' ' -f1 "$log" | sort | uniq -c | sort -rn | head -"${COUNT_TOP:-25}"
echo "by test:"
sort "$log" | uniq -c | sort -rn | head -"${COUNT_TOP:-25}"
echo "every start: $log"
exit "$status"
