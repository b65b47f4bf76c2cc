#!/usr/bin/env bash
# `make test-dist`: proves what `make dist` built on a clean Debian 12 root, made with mmdebstrap
# from the package archive, with no Swift and no build tree in it (root, for chroot and mount).
#
# 1. The package: `apt-get install ./cardrender_….deb` must pull every library it needs. Installed,
#    cardrender prints its version (the package's), needs no libswift, renders the sample photos
#    byte-identically to the build tree's executable, records goldens and passes `--check`
#    against them, runs `diff` (identical and different files), makes a mockup with an MP4 export
#    (ffmpeg comes as a Recommends), has its man page where `man -w` finds it and completion
#    scripts bash can source. `apt-get purge` then leaves none of its files behind.
# 2. The archive, in the same root after the package's libraries were removed again: only the
#    libraries its README lists are installed, it is unpacked into a folder, and run from another
#    folder it renders the same bytes, passes `--check` and `diff` against the package's goldens,
#    its man page and bash completion work; without ffmpeg, an MP4 export names the package to install.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="$(scripts/dist/version.sh)"
name="cardrender-$version-x86_64-linux"
deb="dist/cardrender_${version}_amd64.deb"
archive="dist/$name.tar.gz"
step() { echo "test-dist: $*" >&2; }
fail() { echo "test-dist: FAILED: $*" >&2; exit 1; }
[ -f "$deb" ] && [ -f "$archive" ] || fail "$deb or $archive is missing (make dist)"
[ "$(id -u)" = 0 ] || fail "it needs root, for chroot (run it with sudo)"

work="$(mktemp -d /tmp/cardrender-test-dist.XXXXXX)"
root="$work/root"
cleanup() {
    if mountpoint -q "$root/proc" 2>/dev/null; then umount "$root/proc"; fi
    rm -rf "$work"
}
trap cleanup EXIT

# Commands inside the root, with a clean environment: nothing of this machine's PATH or libraries.
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"
}
# The PNGs of a render folder, each with its hash: two renders are the same when these are.
png_hashes() { (cd "$1" && find . -name '*.png' | LC_ALL=C sort | xargs sha256sum); }

step "the build tree's render of fixtures/photos (the executable before packaging)"
tree_bin="$(swift build -c release --static-swift-stdlib --scratch-path .build-dist --show-bin-path)"
"$tree_bin/cardrender" --input fixtures/photos --out "$work/tree-render" > /dev/null 2> "$work/tree-render.log" \
    || { cat "$work/tree-render.log" >&2; fail "the build tree's executable could not render fixtures/photos"; }
png_hashes "$work/tree-render" > "$work/tree.sha256"
[ "$(wc -l < "$work/tree.sha256")" -gt 100 ] || fail "the build tree's render wrote too few PNGs"

step "a clean Debian 12 root (mmdebstrap --variant=apt bookworm)"
mmdebstrap --quiet --variant=apt bookworm "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
cp -R fixtures/photos "$root/tmp/photos"
cp "$deb" "$archive" "$root/tmp/"
in_root '! command -v swift && [ -z "$(find / -xdev -name "libswift*" -print -quit)" ]' \
    || fail "the root has Swift in it"

step "apt-get install ./$(basename "$deb")"
in_root "apt-get update -q >/dev/null && apt-get install -y -q /tmp/$(basename "$deb") man-db >/dev/null"
in_root '[ "$(dpkg-query -W -f="\${Version}" cardrender)" = "'"$version"'" ]' || fail "the installed package is not $version"
in_root '[ "$(cardrender --version)" = "'"$version"'" ]' || fail "cardrender --version does not say $version"
in_root '! ldd /usr/lib/cardrender/cardrender | grep -E "libswift|not found"' \
    || fail "the installed executable needs Swift's libraries or a library the package did not pull"

for soname in $(sed -n 's/^#define CR_LAZY_[A-Z_]*_LIBRARY "\(.*\)"$/\1/p' Sources/CVipsShim/cvips_lazy.h); do
    in_root "ldconfig -p | grep -q '^[[:space:]]*$soname '" \
        || fail "$soname, which the shim opens with dlopen, was not installed with the package"
done

step "render the sample photos, compare with the build tree's render"
in_root 'cd /tmp && cardrender --input photos --out deb-render >/dev/null 2>render.log' || { cat "$root/tmp/render.log" >&2; fail "the package's cardrender could not render the sample photos"; }
png_hashes "$root/tmp/deb-render" > "$work/deb.sha256"
cmp -s "$work/tree.sha256" "$work/deb.sha256" \
    || { diff "$work/tree.sha256" "$work/deb.sha256" | head -n 5 >&2; fail "the package's render differs from the build tree's"; }

step "record goldens, --check against them, diff"
in_root 'cd /tmp && cardrender -i photos -o check --scene deck --scale 1 --fps 10 --check golden --record \
    --check-contact-sheets >/dev/null'
in_root 'cd /tmp && cardrender -i photos -o check --scene deck --scale 1 --fps 10 --check golden \
    --check-contact-sheets >/dev/null' \
    || fail "--check against the goldens it just recorded did not pass"
in_root 'cd /tmp && cardrender diff golden/deck check/deck >/dev/null' || fail "diff of identical folders did not exit 0"
in_root 'cd /tmp && set -- golden/deck/swipe-right/frame-*.png && cp "$1" one.png && cp "${@: -1}" other.png
    status=0; cardrender diff one.png other.png --out diffs >/dev/null || status=$?
    [ "$status" = 1 ] && [ -s diffs/one.diff.png ] && [ -s diffs/report.html ]' \
    || fail "diff of two different frames did not exit 1 with a diff image and its review page"

step "a mockup with an MP4 export (ffmpeg, recommended, is installed)"
in_root 'command -v ffmpeg >/dev/null' || fail "apt-get did not install ffmpeg, the package's Recommends"
in_root 'cd /tmp && cardrender mockup -i photos -o shots --format iphone-6.9 --scene deck --animation snap-back \
    --export mp4 --fps 10 >/dev/null && video="$(find shots -name "*.mp4" -print -quit)" && [ -n "$video" ] \
    && ffprobe -v error -show_entries stream=codec_name -of csv=p=0 "$video" | grep -q h264' \
    || fail "the mockup's MP4 export was not written or ffprobe could not read it"

step "man page and completions"
in_root '[ "$(man -w cardrender)" = /usr/share/man/man1/cardrender.1.gz ]' || fail "man -w cardrender"
in_root 'source /usr/share/bash-completion/completions/cardrender && complete -p cardrender >/dev/null' \
    || fail "bash could not source the completion script"
in_root '[ -s /usr/share/zsh/vendor-completions/_cardrender ] && [ -s /usr/share/fish/vendor_completions.d/cardrender.fish ]' \
    || fail "the zsh or fish completion script is missing"

step "apt-get purge cardrender leaves none of its files"
in_root 'dpkg -L cardrender' > "$work/package-files"
in_root 'apt-get purge -y -q cardrender >/dev/null && apt-get autoremove --purge -y -q >/dev/null'
while IFS= read -r path; do
    if [ -L "$root$path" ] || { [ -e "$root$path" ] && [ ! -d "$root$path" ]; }; then
        fail "$path is left after apt-get purge"
    fi
done < "$work/package-files"
[ ! -e "$root/usr/lib/cardrender" ] || fail "/usr/lib/cardrender is left after apt-get purge"

step "the archive, with only the libraries its README lists"
packages="$(tar -xzOf "$archive" "$name/README.md" | sed -n 's/^sudo apt-get install //p')"
[ -n "$packages" ] || fail "the archive's README lists no libraries"
in_root "apt-get install -y -q --no-install-recommends $packages >/dev/null"
in_root '! command -v ffmpeg >/dev/null' || fail "ffmpeg is installed; the archive's check needs a root without it"
in_root "mkdir -p /opt/unpacked && tar -xzf /tmp/$name.tar.gz -C /opt/unpacked"
in_root "cd /tmp && [ \"\$(/opt/unpacked/$name/bin/cardrender --version)\" = $version ]" \
    || fail "the unpacked cardrender does not say $version"
in_root "cd /tmp && /opt/unpacked/$name/bin/cardrender --input photos --out archive-render >/dev/null 2>render.log" \
    || { cat "$root/tmp/render.log" >&2; fail "the archive's cardrender could not render the sample photos"; }
png_hashes "$root/tmp/archive-render" > "$work/archive.sha256"
cmp -s "$work/tree.sha256" "$work/archive.sha256" || fail "the archive's render differs from the build tree's"
in_root "cd /tmp && /opt/unpacked/$name/bin/cardrender -i photos -o archive-check --scene deck --scale 1 --fps 10 \
    --check golden --check-contact-sheets >/dev/null && /opt/unpacked/$name/bin/cardrender diff golden/deck archive-check/deck >/dev/null" \
    || fail "the archive's --check or diff against the package's goldens did not pass"
in_root "[ \"\$(MANPATH=/opt/unpacked/$name/share/man man -w cardrender)\" = /opt/unpacked/$name/share/man/man1/cardrender.1.gz ] \
    && source /opt/unpacked/$name/share/bash-completion/completions/cardrender && complete -p cardrender >/dev/null" \
    || fail "the archive's man page or bash completion could not be used"
in_root "cd /tmp && status=0 && /opt/unpacked/$name/bin/cardrender -i photos -o gif --scene deck --scale 1 \
    --fps 10 --export mp4 2>err.txt >/dev/null || status=\$?; [ \$status != 0 ] && grep -q 'apt-get install ffmpeg' err.txt" \
    || fail "an MP4 export without ffmpeg did not fail naming the package to install"

step "passed: cardrender $version installs, renders $(wc -l < "$work/tree.sha256") PNGs byte-identically and purges cleanly"
