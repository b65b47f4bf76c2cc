#!/usr/bin/env bash
# Checks that every PNG compression cardrender offers gives the same bytes whichever code path
# ISA-L picks: builds scripts/png-cpu-check.c against the encoder in Sources/CFrameKernels, runs it
# natively and under `qemu-x86_64 -cpu Nehalem-v1` (SSE only: no AVX, AVX2 or AVX-512), and
# compares the files. ISA-L's level 3 (not offered) must differ, or qemu did not change the path
# and the check proves nothing. Needs gcc, qemu-user (apt-get install qemu-user), libisal-dev.
# Not part of `make test`: run it after upgrading libdeflate or ISA-L, then record new digests in
# Tests/CardRenderTests/Encoding/PNGEncoderChecksumTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v qemu-x86_64 >/dev/null 2>&1 || { echo "check-png-cpus: needs qemu-x86_64 (apt-get install qemu-user)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=Sources/CFrameKernels
gcc -O2 -std=gnu11 -I"$src/include" -Iscripts -o "$work/check" scripts/png-cpu-check.c "$src/png_encode.c" "$src/png_deflate_isal.c" \
    "$src/png_deflate_libdeflate.c" "$src/pixel_pool.c" "$src/fill_convert.c" "$src/to_rgb_scalar.c" "$src/to_rgb_ssse3.c" \
    "$src/working_buffers.c" -lisal -ldeflate -lpthread
frames=(fixtures/golden/deck/swipe-right/frame-0015.png fixtures/golden/photostack/flick/frame-0028.png)
mkdir "$work/native" "$work/sse"
"$work/check" "$work/native" "${frames[@]}"
qemu-x86_64 -cpu Nehalem-v1 "$work/check" "$work/sse" "${frames[@]}" 2>/dev/null
(cd "$work/native" && sha256sum -- *) > "$work/native.sha"
(cd "$work/sse" && sha256sum -- *) > "$work/sse.sha"
differing=$(diff "$work/native.sha" "$work/sse.sha" | awk '/^>/ {print $3}' || true)
offered=$(echo "$differing" | grep '\.png$' || true)
level3=$(echo "$differing" | grep -c 'raw-isal-3' || true)
echo "compared $(wc -l < "$work/native.sha") files, native against SSE-only"
if [ -n "$offered" ]; then
    echo "check-png-cpus: FAILED: these PNGs depend on the CPU:" >&2
    echo "$offered" >&2
    exit 1
fi
if [ "$level3" -eq 0 ]; then
    echo "check-png-cpus: inconclusive: ISA-L level 3 gave the same bytes too, so qemu did not change ISA-L's code path" >&2
    exit 1
fi
echo "check-png-cpus: every offered compression gives the same bytes; ISA-L level 3 differs on $level3 pictures, as expected"
