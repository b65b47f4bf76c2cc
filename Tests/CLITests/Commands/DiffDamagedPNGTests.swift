import Foundation
import Testing
import TestSupport

/// A PNG whose chunks are whole but whose image data is cut short, or whose Adler-32 is wrong,
/// makes `cardrender diff` exit 2 naming the file on every run: a file pair or folders, with or
/// without `--out` (before, the cut file was compared as different in some runs).
@Suite struct DiffDamagedPNGTests {
    @Test func damagedImageDataIsAnErrorNamingTheFileOnEveryRun() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        let good = Array(try Data(contentsOf: URL(fileURLWithPath: DiffFolders.astronaut)))
        let cut = folders.actual + "/frame.png", checksum = folders.actual + "/checksum.png"
        try BadInputs.write(good, to: folders.expected + "/frame.png")
        try BadInputs.write(DamagedPNGs.imageDataCut(good), to: cut)
        try BadInputs.write(good, to: folders.expected + "/checksum.png")
        try BadInputs.write(DamagedPNGs.adler32Broken(good), to: checksum)
        try folders.same("same.png")

        let pair = ["diff", folders.expected + "/frame.png", cut]
        let runs = [
            pair, pair, pair + ["--out", folders.work.file("pair-out")], ["diff", folders.expected, folders.actual],
            ["diff", folders.expected, folders.actual, "--out", folders.work.file("folder-out")]
        ]
        for arguments in runs {
            let result = try CLIRunner.run(arguments)
            let output = "\(arguments): \(result.stdout)\(result.stderr)"
            #expect(result.status == 2 && !result.signalled, "\(output)")
            #expect(
                result.stderr.contains("\(cut): not a readable PNG (corrupt PNG: the image data does not inflate)"),
                "\(output)")
            if arguments[1].hasSuffix(".png") {
                #expect(result.stdout.contains("1 pair: 0 passed, 1 unreadable"), "\(output)")
            } else {
                #expect(
                    result.stderr.contains(
                        "\(checksum): not a readable PNG (corrupt PNG: the image data's Adler-32 checksum does not match)"
                    ),
                    "\(output)")
                #expect(result.stdout.contains("3 pairs: 1 passed, 2 unreadable"), "\(output)")
            }
        }
    }
}
