import Foundation
import Testing

/// The programs that read cardrender's images in the tests: pngcheck (the PNG's chunks), Pillow
/// (size, pixel mode, colour tags, an embedded ICC profile) under Debian's python3, and libwebp's
/// webpinfo. Tests that need one skip, saying so, when it is missing, except in CI (env CI set),
/// where they run and fail.
enum ImageReaders {
    static let pngcheck = "/usr/bin/pngcheck"
    static let webpinfo = "/usr/bin/webpinfo"
    /// Debian's python3, where python3-pil puts Pillow (a pyenv `python3` on PATH may lack it).
    static let python = "/usr/bin/python3"

    static let inCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    static let hasPillow = (try? CLIRunner.runTool(python, ["-c", "import PIL.ImageCms"]).status) == 0

    static let pngTools = inCI || (FileManager.default.isExecutableFile(atPath: pngcheck) && hasPillow)
    static let pngToolsMissing =
        "pngcheck or Pillow (python3-pil) is not installed (scripts/install-deps.sh --test installs them)"
    static let webpTools = inCI || (FileManager.default.isExecutableFile(atPath: webpinfo) && hasPillow)
    static let webpToolsMissing =
        "webpinfo or Pillow (python3-pil) is not installed (scripts/install-deps.sh --test installs them)"

    /// `pngcheck -v`: the chunk names in file order, and its whole report. Requires that pngcheck
    /// finds no error.
    static func pngChunks(_ path: String) throws -> (names: [String], report: String) {
        let result = try CLIRunner.runTool(pngcheck, ["-v", path])
        try #require(result.status == 0, "pngcheck: \(result.stdout)\(result.stderr)")
        let names = result.stdout.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.count > 1 && words[0] == "chunk" ? String(words[1]) : nil
        }
        return (names, result.stdout)
    }

    /// What Pillow reads of an image.
    struct PillowView: Decodable {
        var format: String
        var mode: String
        var width: Int
        var height: Int
        /// The PNG `sRGB` chunk's rendering intent, if any.
        var srgb: Int?
        var gamma: Double?
        /// The embedded ICC profile's description, if any.
        var iccDescription: String?
    }

    static func pillow(_ path: String) throws -> PillowView {
        let script = """
            import io, json, sys
            from PIL import Image, ImageCms
            im = Image.open(sys.argv[1])
            icc = im.info.get("icc_profile")
            description = ImageCms.getProfileDescription(ImageCms.ImageCmsProfile(io.BytesIO(icc))).strip() if icc else None
            print(json.dumps({"format": im.format, "mode": im.mode, "width": im.width, "height": im.height,
                              "srgb": im.info.get("srgb"), "gamma": im.info.get("gamma"), "iccDescription": description}))
            """
        let result = try CLIRunner.runTool(python, ["-c", script, path])
        try #require(result.status == 0, "Pillow: \(result.stderr)")
        return try JSONDecoder().decode(PillowView.self, from: Data(result.stdout.utf8))
    }

    /// `webpinfo`'s report of a WebP's chunks. Requires that it finds no error.
    static func webpChunks(_ path: String) throws -> String {
        let result = try CLIRunner.runTool(webpinfo, [path])
        try #require(result.status == 0, "webpinfo: \(result.stdout)\(result.stderr)")
        return result.stdout
    }
}
