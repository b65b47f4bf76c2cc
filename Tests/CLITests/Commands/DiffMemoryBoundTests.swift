import Foundation
import Testing
import TestSupport

/// `cardrender diff` keeps its peak memory within the documented bound for any pair
/// `--max-input-pixels` admits. For 8-bit PNGs that are not interlaced, with R the decoded RGBA
/// bytes of the larger image (4 × width × height) and F the two files' bytes: peak RSS ≤
/// max(1 GiB, 2.75 × R + F) + 128 MiB (1 GiB: the decode budget pairs share; 2.75 R: both frames
/// and the diff image's RGB; 128 MiB: the program, libvips and the contact sheet).
@Suite struct DiffMemoryBoundTests {
    static let side = 12_000

    static func bound(decodedRGBA: Int, fileBytes: Int) -> Int {
        max(1 << 30, decodedRGBA * 11 / 4 + fileBytes) + 128 << 20
    }

    /// Two nearly blank RGBA PNGs of `side`², the second with two more rectangles (a few lines of
    /// zlib: a PNG that small on disk decodes to `4 × side²` bytes).
    private func bombPair(in work: TestFolder) throws -> (String, String) {
        let script = #"""
            import sys, zlib, struct
            def png(path, n, rects):
                def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
                z = zlib.compressobj(1)
                with open(path, "wb") as f:
                    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0)))
                    # Rows change only where a rectangle starts or ends: each run of equal rows is
                    # compressed as one piece.
                    edges = sorted({0, n} | {y for r in rects for y in (r[1], r[3])})
                    for top, bottom in zip(edges, edges[1:]):
                        row = bytearray(4 * n + 1)
                        for x0, y0, x1, y1, c in rects:
                            if y0 <= top < y1: row[1 + 4 * x0:1 + 4 * x1] = bytes(c) * (x1 - x0)
                        for start in range(top, bottom, 256):
                            data = z.compress(bytes(row) * (min(bottom, start + 256) - start))
                            if data: f.write(chunk(b"IDAT", data))
                    f.write(chunk(b"IDAT", z.flush()) + chunk(b"IEND", b""))
            n = int(sys.argv[3])
            red = (100, 100, 900, 600, (255, 0, 0, 255))
            png(sys.argv[1], n, [red])
            png(sys.argv[2], n, [red, (n // 3, n // 2, n // 3 + 600, n // 2 + 400, (0, 0, 255, 255)), (n - 300, n - 300, n - 10, n - 10, (0, 255, 0, 200))])
            """#
        for side in ["e", "a"] {
            try FileManager.default.createDirectory(atPath: work.file(side), withIntermediateDirectories: true)
        }
        try script.write(toFile: work.file("bomb.py"), atomically: true, encoding: .utf8)
        let made = try CLIRunner.runShell(
            "'\(Python.path)' '\(work.file("bomb.py"))' '\(work.file("e/bomb.png"))' '\(work.file("a/bomb.png"))' \(Self.side)"
        )
        #expect(made.status == 0, "\(made.stderr)")
        return (work.file("e"), work.file("a"))
    }

    @Test func aPixelBombPairStaysWithinTheBound() throws {
        let work = try TestFolder(); defer { work.remove() }
        let (expected, actual) = try bombPair(in: work)
        let fileBytes = try [expected, actual].reduce(0) { total, folder in
            total + ((try FileManager.default.attributesOfItem(atPath: folder + "/bomb.png")[.size] as? Int) ?? 0)
        }
        let decoded = 4 * Self.side * Self.side
        // Measured under a small parent of its own: a child spawned from this test process starts
        // with the test process's peak as its own (vfork shares the memory until exec).
        let (result, kilobytes) = try HostileFiles.peakMemory([
            "diff", expected, actual, "--out", work.file("d"), "--max-input-pixels", "\(Self.side * Self.side)"
        ])
        let peak = kilobytes * 1024
        #expect(result.status == 1, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("d/bomb.diff.png")))
        let bound = Self.bound(decodedRGBA: decoded, fileBytes: fileBytes)
        guard AddressSanitizer.measuresPeakMemory else { return }
        #expect(
            peak <= bound,
            "peak RSS \(peak >> 20) MiB, bound \(bound >> 20) MiB (R = \(decoded >> 20) MiB, F = \(fileBytes >> 10) KiB)"
        )
    }
}
