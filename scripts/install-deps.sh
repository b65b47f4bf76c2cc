#!/usr/bin/env bash
# Installs what cardrender needs to build, when it is missing: libvips's headers (libvips-dev,
# which brings fontconfig, cairo, pango and librsvg) and pkg-config. Debian/Ubuntu, via apt-get,
# with sudo when not root. Does nothing when everything is there.
set -euo pipefail

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists vips fontconfig; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "cardrender needs libvips (>= 8.14) with its headers and pkg-config; install them with your package manager." >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "installing libvips-dev needs root or sudo" >&2; exit 1; }
    sudo="sudo"
fi

echo "Installing libvips-dev and pkg-config with apt-get…" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libvips-dev pkg-config >/dev/null
pkg-config --exists vips fontconfig
