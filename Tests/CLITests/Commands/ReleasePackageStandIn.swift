import Foundation
import TestSupport

/// cardrender's release package as the CI recipe downloads and installs it, stood in for on this
/// machine: the release page is not reachable from here, and no test installs a package on the
/// machine it runs on. A `curl` and an `apt-get` first on PATH take the recipe's commands as written:
///
/// - `curl` accepts only the package's URL, built from the recipe's variables
///   (`RELEASES/v<version>/cardrender_<version>_amd64.deb`), only with `--fail` (without it a 404
///   page would be saved as the package) and `--output`, and writes a placeholder there;
/// - `apt-get update`, and installing ca-certificates and curl, do nothing (this machine has them);
///   installing the downloaded file (by a path, with `-y`) lays out the cardrender this test suite
///   built as the package lays it out, `usr/lib/cardrender/` with its resource bundles and
///   `usr/bin/cardrender` a relative link to it, under a root whose `usr/bin` is on PATH, and logs
///   which job installed it. Anything else fails, so a recipe that outgrows the stand-ins fails its test.
struct ReleasePackageStandIn {
    /// The version the recipe pins.
    let version: String
    /// The URL the recipe must download the package from.
    let url: String
    /// The folder holding the stand-in `curl` and `apt-get`.
    let bin: String

    /// The package's file name, as the release page serves it.
    var packageName: String { "cardrender_\(version)_amd64.deb" }

    init(in work: TestFolder, releases: String, version: String) throws {
        self.version = version
        self.url = "\(releases)/v\(version)/cardrender_\(version)_amd64.deb"
        self.bin = work.file("stand-ins")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try ExecutableScript.write(Self.curl, to: bin + "/curl")
        try ExecutableScript.write(Self.aptGet, to: bin + "/apt-get")
    }

    /// The environment for a job or pod whose container is `root` (a fresh folder each time): its
    /// installs are logged in `root.installs`.
    func environment(root: String) -> [String: String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return [
            "PATH": "\(bin):\(root)/usr/bin:\(path)",
            "CARDRENDER_TEST_PACKAGE": packageName,
            "CARDRENDER_TEST_PACKAGE_URL": url,
            "CARDRENDER_TEST_PRODUCTS": CIRecipeTests.products,
            "CARDRENDER_TEST_ROOT": root,
            "CARDRENDER_TEST_INSTALLS": root + ".installs"
        ]
    }

    /// Who installed the package into `root`, one line each: the job, and its share when it has one.
    func installs(root: String) -> [String] {
        let text = (try? String(contentsOfFile: root + ".installs", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    static let curl = """
        #!/bin/sh
        # Stands in for curl downloading cardrender's release package (ReleasePackageStandIn).
        set -eu
        say() { echo "curl (stand-in): $*" >&2; }
        output=""; url=""; fail=false
        while [ $# -gt 0 ]; do
            case "$1" in
                -o | --output) output="$2"; shift ;;
                --fail) fail=true ;;
                --silent | --show-error | --location) ;;
                -*[!fsSL]*) say "option $1 is not stood in for"; exit 2 ;;
                -*f*) fail=true ;;
                -*) ;;
                *) [ -z "$url" ] || { say "more than one URL"; exit 2; }; url="$1" ;;
            esac
            shift
        done
        [ "$url" = "$CARDRENDER_TEST_PACKAGE_URL" ] || { say "'$url' is not the package's URL, $CARDRENDER_TEST_PACKAGE_URL"; exit 22; }
        $fail || { say "without --fail, curl saves an error page as the package"; exit 2; }
        [ -n "$output" ] || { say "no --output: the package would go to the terminal"; exit 2; }
        printf '%s\\n' "$url" > "$output"

        """

    static let aptGet = """
        #!/bin/sh
        # Stands in for apt-get in the recipe's container (ReleasePackageStandIn).
        set -eu
        say() { echo "apt-get (stand-in): $*" >&2; }
        case "${1:-}" in
            update) exit 0 ;;
            install) shift ;;
            *) say "'${1:-}' is not stood in for"; exit 100 ;;
        esac
        yes=false; package=""
        for argument in "$@"; do
            case "$argument" in
                -y | --yes) yes=true ;;
                --no-install-recommends | ca-certificates | curl) ;;
                */*.deb) package="$argument" ;;
                *) say "'$argument' is not stood in for"; exit 100 ;;
            esac
        done
        $yes || { say "without -y, apt-get asks before it installs"; exit 1; }
        [ -n "$package" ] || exit 0
        [ "$(basename "$package")" = "$CARDRENDER_TEST_PACKAGE" ] || { say "'$package' is not $CARDRENDER_TEST_PACKAGE"; exit 100; }
        [ "$(cat "$package" 2>/dev/null)" = "$CARDRENDER_TEST_PACKAGE_URL" ] || { say "'$package' is not what curl downloaded"; exit 100; }
        lib="$CARDRENDER_TEST_ROOT/usr/lib/cardrender"
        mkdir -p "$lib" "$CARDRENDER_TEST_ROOT/usr/bin"
        ln -f "$CARDRENDER_TEST_PRODUCTS/cardrender" "$lib/cardrender" 2>/dev/null || cp -f "$CARDRENDER_TEST_PRODUCTS/cardrender" "$lib/cardrender"
        for bundle in cardrender_CardImaging.resources cardrender_CardCheck.resources; do
            rm -rf "${lib:?}/$bundle"
            cp -Rl "$CARDRENDER_TEST_PRODUCTS/$bundle" "$lib/" 2>/dev/null || { rm -rf "${lib:?}/$bundle"; cp -R "$CARDRENDER_TEST_PRODUCTS/$bundle" "$lib/"; }
        done
        ln -sfn ../lib/cardrender/cardrender "$CARDRENDER_TEST_ROOT/usr/bin/cardrender"
        echo "${GITHUB_JOB:-job}${CARDRENDER_SHARD:+ $CARDRENDER_SHARD}" >> "$CARDRENDER_TEST_INSTALLS"

        """
}
