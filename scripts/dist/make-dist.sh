#!/usr/bin/env bash
# `make dist`: builds dist/cardrender_<version>_amd64.deb and dist/cardrender-<version>-x86_64-linux.tar.gz
# from the tree as it is.
#
# Both hold the same files. The executable links the Swift runtime in (--static-swift-stdlib), so
# nothing of Swift is needed where it runs. It lives in lib/cardrender/ with its resource bundles
# (the fonts, the review page's files) beside it, where it looks for them: beside its own resolved
# path, so bin/cardrender is a relative link to it and the unpacked archive works from any folder.
# Around it: the man page, bash, zsh and fish completions, the licences and the changelog.
#
# The package's Depends are computed from the executable (scripts/dist/depends.py); ffmpeg, which
# only the MP4 export runs, is a Recommends. Files carry the last commit's time and root's owner,
# so the same tree gives the same package.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="$(scripts/dist/version.sh)"
scratch=.build-dist
stage="$scratch/stage"
dist=dist
name="cardrender-$version-x86_64-linux"
deb="$dist/cardrender_${version}_amd64.deb"
archive="$dist/$name.tar.gz"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

echo "dist: building cardrender $version (release, Swift runtime linked in)…" >&2
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product cardrender
bin="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)"

if ldd "$bin/cardrender" | grep -q 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
    echo "dist: FAILED: the executable still needs Swift's shared libraries:" >&2
    ldd "$bin/cardrender" >&2
    exit 1
fi
printed="$("$bin/cardrender" --version)"
[ "$printed" = "$version" ] || { echo "dist: FAILED: the executable says $printed, Version.swift says $version" >&2; exit 1; }

# One tree under usr/, the package's; the archive is the same tree without usr/.
rm -rf "$stage"
root="$stage/deb"
usr="$root/usr"
install -d "$usr/bin" "$usr/lib/cardrender" "$usr/share/man/man1" "$usr/share/doc/cardrender" \
    "$usr/share/bash-completion/completions" "$usr/share/zsh/vendor-completions" \
    "$usr/share/fish/vendor_completions.d" "$usr/share/lintian/overrides"
# Stripped, as Debian installs executables; Swift's metadata lives in sections strip keeps.
install -m 755 "$bin/cardrender" "$usr/lib/cardrender/cardrender"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$usr/lib/cardrender/cardrender"
# The resource bundles of the targets that have resources (the fonts, the review page), by name:
# a bundle left in the build folder by a target that no longer has one is not shipped.
for resources in Sources/*/Resources; do
    bundle="$bin/cardrender_$(basename "$(dirname "$resources")").resources"
    [ -d "$bundle" ] || { echo "dist: FAILED: $bundle was not built" >&2; exit 1; }
    cp -R "$bundle" "$usr/lib/cardrender/"
done
ln -s ../lib/cardrender/cardrender "$usr/bin/cardrender"
gzip -9n < man/cardrender.1 > "$usr/share/man/man1/cardrender.1.gz"
# bash-completion sources its scripts: the generator's #! line has no use there.
"$bin/cardrender" --generate-completion-script bash | sed '1{/^#!/d}' > "$usr/share/bash-completion/completions/cardrender"
"$bin/cardrender" --generate-completion-script zsh > "$usr/share/zsh/vendor-completions/_cardrender"
"$bin/cardrender" --generate-completion-script fish > "$usr/share/fish/vendor_completions.d/cardrender.fish"
install -m 644 packaging/copyright "$usr/share/doc/cardrender/copyright"
install -m 644 packaging/lintian-overrides "$usr/share/lintian/overrides/cardrender"
gzip -9n < CHANGELOG.md > "$usr/share/doc/cardrender/CHANGELOG.md.gz"
scripts/dist/debian-changelog.sh "$version" | gzip -9n > "$usr/share/doc/cardrender/changelog.gz"
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f ! -path "$usr/lib/cardrender/cardrender" -exec chmod 644 {} +

depends="$(scripts/dist/depends.py "$bin/cardrender" Sources/CVipsShim/cvips_lazy.h)"
install -d "$root/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@INSTALLED_SIZE@/$(du -sk --apparent-size "$usr" | cut -f1)/" packaging/control > "$root/DEBIAN/control"
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p "$dist"
rm -f "$deb" "$archive"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null

# The archive: the same files, and a README that lists the libraries to install.
tree="$stage/$name"
cp -a "$usr" "$tree"
rm -rf "$tree/share/lintian"
packages="$(scripts/dist/depends.py "$bin/cardrender" Sources/CVipsShim/cvips_lazy.h --packages)"
sed -e "s/@VERSION@/$version/g" -e "s/@NAME@/$name/g" -e "s/@PACKAGES@/$(echo $packages)/" \
    packaging/README.archive.md > "$tree/README.md"
touch -h -d "@$SOURCE_DATE_EPOCH" "$tree/README.md"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$stage" -cf - "$name" \
    | gzip -9n > "$archive"

echo "dist: wrote $deb and $archive" >&2
echo "dist: Depends: $depends" >&2
