#!/usr/bin/env bash
# What `make test` runs once the packages are installed. The release test build comes first;
# then its tests run while the checks that need no test result run beside them: the example
# package's tests, and the man page, version, link, folder, DocC and format checks. The tests
# leave the two cores idle 10–20 % of the time (they wait on Chromium, shells and signals), so
# the checks mostly fill those gaps instead of adding their 50 s after the tests. Each check
# writes a log of its own, printed when the tests are done; the script fails when the tests or
# any check fail, and says which.
set -uo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
export CARDRENDER_WARNINGS_AS_ERRORS=1 SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0
symbol_graphs="$PWD/.build-tests/symbol-graphs"
# The Makefile names the DocC targets and the Swift files the format check covers.
: "${DOC_TARGETS:?is set by make test}" "${SWIFT_SOURCES:?is set by make test}"
build=(-c release --scratch-path .build-tests
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols)

mkdir -p "$symbol_graphs"
# `swift test list` builds exactly what `swift test` runs (testable imports included; `swift
# build --build-tests` would build it differently and start over), then lists the tests.
echo "+ $swift test list ${build[*]}"
"$swift" test list "${build[@]}" >/dev/null || exit 1

logs=.build-tests/check-logs
rm -rf "$logs"
mkdir -p "$logs"
checks=()
pids=()
scratch=
# Runs the rest of the line in the background, in a process group of its own, each command
# echoed into logs/NAME.log before it runs, stopping at the first that fails.
beside() {
    local name=$1
    shift
    checks+=("$name")
    set -m
    (
        for command in "$@"; do
            echo "+ $command"
            bash -c "$command" || exit 1
        done
    ) >"$logs/$name.log" 2>&1 &
    set +m
    pids+=($!)
}
# Interrupted, or ending early: the checks stop too, their compilers and test runs with them.
stop_checks() {
    for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
    remove_scratch
}
remove_scratch() {
    if [ -n "$scratch" ]; then rm -rf -- "$scratch"; fi
}
trap stop_checks EXIT
trap 'exit 130' INT TERM

# The tests make and remove tens of thousands of scratch files. On an ext4 disk without a journal
# (as on this project's CI machines) each new inode costs a read of the inode table for every
# recently freed one passed over, about 3 % of the run's CPU; a tmpfs has no such cost. So unless
# TMPDIR is set, the tests' is a folder of their own in /dev/shm when there is one with room,
# removed after. They held 580 MB there at most; a container's 64 MB /dev/shm is passed over.
shm_free_kb=$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] && [ "${shm_free_kb:-0}" -ge $((2 << 20)) ] &&
    scratch=$(mktemp -d /dev/shm/cardrender-tests.XXXXXX 2>/dev/null); then
    export TMPDIR="$scratch"
fi

beside example "$swift test --package-path Examples/CardUIApp"
beside checks \
    "CARDRENDER_BINARY=.build-tests/release/cardrender scripts/check-man.sh" \
    "scripts/check-version.sh" \
    "scripts/check-doc-links.py" \
    "scripts/check-structure.py" \
    "scripts/build-docs.py '$symbol_graphs' .build-tests/docs $DOC_TARGETS" \
    "scripts/check-docc-links.py .build-tests/docs" \
    "$swift format lint --strict -r $SWIFT_SOURCES"

echo "+ $swift test ${build[*]} --skip-build"
"$swift" test "${build[@]}" --skip-build
tests=$?

failed=()
[ "$tests" -eq 0 ] || failed+=(tests)
for index in "${!checks[@]}"; do
    wait "${pids[$index]}"
    status=$?
    echo
    echo "── ${checks[$index]} (beside the tests): $([ "$status" -eq 0 ] && echo passed || echo FAILED)"
    cat "$logs/${checks[$index]}.log"
    [ "$status" -eq 0 ] || failed+=("${checks[$index]}")
done
trap - EXIT
remove_scratch
if [ "${#failed[@]}" -gt 0 ]; then
    (IFS=,; echo "make test: failed: ${failed[*]}" >&2)
    exit 1
fi
