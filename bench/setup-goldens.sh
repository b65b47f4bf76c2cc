#!/usr/bin/env bash
# What the goldens benchmark compares against: apngasm and apngopt (Debian's), ffmpeg's APNG
# muxer. Installs the missing ones (apt-get).
set -euo pipefail
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
need=()
command -v apngasm >/dev/null || need+=(apngasm)
command -v apngopt >/dev/null || need+=(apngopt)
command -v ffmpeg >/dev/null || need+=(ffmpeg)
if [ ${#need[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
