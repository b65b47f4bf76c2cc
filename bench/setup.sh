#!/usr/bin/env bash
# What the render benchmark compares against: ImageMagick (convert), pyvips over the system
# libvips, and GNU time for peak memory. Installs the missing ones (apt-get, pip).
set -euo pipefail
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
need=()
# A `convert` that is not ImageMagick's (some images ship a stand-in) does not count.
{ convert -version 2>/dev/null | grep -q ImageMagick || /usr/bin/convert -version 2>/dev/null | grep -q ImageMagick; } || need+=(imagemagick)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c "import pyvips" 2>/dev/null || python3 -m pip install -q pyvips
