#!/usr/bin/env bash
# Fuzzes the photo-loading path (classify, header check, decode) with libFuzzer and
# AddressSanitizer for a bounded time. Not part of CI: run it by hand, e.g.
#   scripts/fuzz-load.sh 600        # ten minutes
# Crashes are written to fuzz/findings/; the corpus grows in fuzz/corpus/ (both git-ignored),
# seeded with the fixture photos.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
scripts/install-deps.sh

export CARDRENDER_FUZZ=1
swift build --scratch-path .build-fuzz --product fuzz-photo-loading \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xlinker -lstdc++ >&2
binary="$(swift build --scratch-path .build-fuzz --product fuzz-photo-loading --show-bin-path)/fuzz-photo-loading"

mkdir -p fuzz/corpus fuzz/findings
cp -n fixtures/photos/* fuzz/corpus/ 2>/dev/null || true
# Seeds in every accepted format, made from a fixture with the vips command (libvips-tools).
if ! command -v vips >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get install -y -qq libvips-tools >/dev/null 2>&1 || true
fi
if command -v vips >/dev/null 2>&1; then
    for ext in webp tif gif heic avif; do
        [ -e "fuzz/corpus/seed.$ext" ] || vips thumbnail fixtures/photos/chelsea.png "fuzz/corpus/seed.$ext" 96 >/dev/null 2>&1 || true
    done
fi
"$binary" fuzz/corpus -max_total_time="$seconds" -max_len=262144 -rss_limit_mb=2048 -timeout=20 \
    -artifact_prefix=fuzz/findings/ -print_final_stats=1
