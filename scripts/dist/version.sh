#!/usr/bin/env bash
# Prints cardrender's version. Its one source is Sources/CardFormats/Version.swift, which the binary
# prints for --version; the package, the archive's name and the man page take it from here, and
# scripts/check-version.sh checks that the CHANGELOG's latest heading agrees.
set -euo pipefail
cd "$(dirname "$0")/../.."
version="$(sed -n 's/^ *public static let string = "\([0-9][0-9.]*\)"$/\1/p' Sources/CardFormats/Version.swift)"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "version.sh: no major.minor.patch version in Sources/CardFormats/Version.swift" >&2; exit 1; }
echo "$version"
