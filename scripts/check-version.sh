#!/usr/bin/env bash
# Fails when the places that name cardrender's version disagree with its one source,
# Sources/CardFormats/Version.swift (scripts/dist/version.sh): the CHANGELOG's latest release heading
# the man page's footer (.Os), the README's install lines and the CI recipe's pinned release. The binary prints the source itself; `make dist` and
# `make test-dist` check the package's and the archive's versions against the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(scripts/dist/version.sh)"
status=0
changelog="$(sed -n 's/^## \([0-9][0-9.]*\) ([0-9-]*)$/\1/p' CHANGELOG.md | head -n 1)"
if [ "$changelog" != "$version" ]; then
    echo "check-version: FAILED: CHANGELOG.md's latest release heading is '${changelog:-none}', the version is $version" >&2
    status=1
fi
page="$(sed -n 's/^\.Os cardrender \(.*\)$/\1/p' man/cardrender.1)"
if [ "$page" != "$version" ]; then
    echo "check-version: FAILED: man/cardrender.1 says '${page:-no version}' (.Os), the version is $version; run 'make man'" >&2
    status=1
fi
# The README's install lines name the package and the archive a release is downloaded as.
for named in $(grep -o 'cardrender[_-][0-9][0-9.]*[0-9][_-]' README.md | sed 's/^cardrender[_-]\(.*\)[_-]$/\1/' | sort -u); do
    if [ "$named" != "$version" ]; then
        echo "check-version: FAILED: README.md names cardrender $named; the version is $version" >&2
        status=1
    fi
done
# The CI recipe pins the release it installs: the current one.
pinned="$(sed -n 's/^  CARDRENDER_VERSION: \(.*\)$/\1/p' docs/ci/github-actions.yml)"
if [ "$pinned" != "$version" ]; then
    echo "check-version: FAILED: docs/ci/github-actions.yml installs cardrender '${pinned:-none}'; the version is $version" >&2
    status=1
fi
pinned="$(grep -A1 'name: CARDRENDER_VERSION' docs/ci/kubernetes-indexed-job.yaml | sed -n 's/^ *value: "*\([0-9.]*\)"*$/\1/p')"
if [ "$pinned" != "$version" ]; then
    echo "check-version: FAILED: docs/ci/kubernetes-indexed-job.yaml installs cardrender '${pinned:-none}'; the version is $version" >&2
    status=1
fi
[ "$status" = 0 ] && echo "check-version: $version in Version.swift, CHANGELOG.md, man/cardrender.1, README.md and the CI recipe"
exit "$status"
