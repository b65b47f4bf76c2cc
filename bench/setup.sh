#!/usr/bin/env bash
# What the render benchmark compares against: ImageMagick (convert), pyvips over the system
# libvips, and GNU time for peak memory. Installs the missing ones (apt-get, pip).
set -euo pipefail
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
need=()
command -v convert >/dev/null 2>&1 || need+=(imagemagick)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c "import pyvips" 2>/dev/null || python3 -m pip install -q pyvips
