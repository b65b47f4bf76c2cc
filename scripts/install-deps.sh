#!/usr/bin/env bash
# Installs what cardrender needs to build, when it is missing: libvips's headers (libvips-dev,
# which brings fontconfig, cairo, pango and librsvg), libdeflate's and ISA-L's (the PNG encoders:
# libisal-dev) and pkg-config. With --test, also ffmpeg, which the MP4 export test drives, and
# chromium, in which the review page test opens report.html (cardrender itself runs without
# either). Debian/Ubuntu, via apt-get, with sudo when not root. Does nothing when everything is there.
set -euo pipefail

packages=()
command -v pkg-config >/dev/null 2>&1 && pkg-config --exists vips fontconfig libdeflate || packages+=(libvips-dev libdeflate-dev pkg-config)
# ISA-L's pkg-config name is libisal; older packages ship only the header.
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libisal; } || [ -f /usr/include/isa-l/igzip_lib.h ] || packages+=(libisal-dev)
[ "${1:-}" = "--test" ] && ! command -v ffmpeg >/dev/null 2>&1 && packages+=(ffmpeg)
[ "${1:-}" = "--test" ] && ! command -v chromium >/dev/null 2>&1 && packages+=(chromium)
# The man page check formats the page with groff and writes it with python3.
[ "${1:-}" = "--test" ] && ! command -v groff >/dev/null 2>&1 && packages+=(groff-base)
[ "${1:-}" = "--test" ] && ! command -v mandoc >/dev/null 2>&1 && packages+=(mandoc)  # the man page check lints with mandoc too
[ "${1:-}" = "--test" ] && ! command -v python3 >/dev/null 2>&1 && packages+=(python3)
# The plan JSON test checks the output against docs/plan.schema.json with jsonschema.
if [ "${1:-}" = "--test" ] && ! python3 -c 'import jsonschema' >/dev/null 2>&1 && ! /usr/bin/python3 -c 'import jsonschema' >/dev/null 2>&1; then
    packages+=(python3-jsonschema)
fi
[ ${#packages[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "cardrender needs ${packages[*]} (libvips >= 8.14, libdeflate and ISA-L with their headers); install them with your package manager." >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "installing libvips-dev needs root or sudo" >&2; exit 1; }
    sudo="sudo"
fi

echo "Installing ${packages[*]} with apt-get…" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
pkg-config --exists vips fontconfig libdeflate
pkg-config --exists libisal || [ -f /usr/include/isa-l/igzip_lib.h ]
