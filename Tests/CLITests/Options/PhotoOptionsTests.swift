import Foundation
import Testing
import TestSupport

/// `--order`, `--labels` and the notice for photos shown much larger than they are.
@Suite struct PhotoOptionsTests {
    static let deck = [
        "--scene", "deck", "--animation", "snap-back", "--scale", "0.5", "--fps", "5", "--progress", "none"
    ]

    private func photos(_ manifest: String) throws -> [String] {
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as! [String: Any]
        return object["photos"] as! [String]
    }

    @Test func anOrderFileAndModificationTimesChooseTheTopCard() throws {
        let work = try TestFolder(); defer { work.remove() }
        try "# the top card first\nhorse.png\n\ncoffee.png\nmissing.png\n".write(
            toFile: work.file("order.txt"), atomically: true, encoding: .utf8)
        let listed = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("a"), "--order", work.file("order.txt")] + Self.deck)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stderr.contains("--order: no photo is called \"missing.png\""))
        let order = try photos(work.file("a/manifest.json"))
        #expect(Array(order.prefix(3)) == ["horse.png", "coffee.png", "astronaut.png"], "\(order)")

        let input = work.file("photos")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for (offset, name) in ["rocket.jpg", "camera.png", "astronaut.png"].enumerated() {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name),
                toPath: (input as NSString).appendingPathComponent(name))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(offset) * 60)],
                ofItemAtPath: (input as NSString).appendingPathComponent(name))
        }
        #expect(try CLIRunner.run(["-i", input, "-o", work.file("b"), "--order", "mtime"] + Self.deck).status == 0)
        #expect(try photos(work.file("b/manifest.json")) == ["rocket.jpg", "camera.png", "astronaut.png"])
        let twice = "a.png\na.png\n"
        try twice.write(toFile: work.file("twice.txt"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("c"), "--order", work.file("twice.txt")] + Self.deck)
        #expect(bad.status == 2 && bad.stderr.contains("twice.txt:2: \"a.png\" is listed twice"), "\(bad.stderr)")
    }

    @Test func exifOrderPutsUndatedPhotosInNameOrder() throws {
        let work = try TestFolder(); defer { work.remove() }
        // None of the fixtures has an EXIF date: all follow in name order (the dated ones are
        // ordered in ExifOrderTests, which can write EXIF).
        let result = try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a"), "--order", "exif"] + Self.deck)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try photos(work.file("a/manifest.json"))
        #expect(names.first == "astronaut.png" && names.last == "rocket.jpg" && names.count == 8, "\(names)")
    }

    @Test func theBackdropIsAPhotoOfTheInputByName() throws {
        let work = try TestFolder(); defer { work.remove() }
        let scenes = ["--scene", "sheet", "--animation", "settle", "--scale", "0.5", "--fps", "5", "--progress", "none"]
        let typo = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("x"), "--backdrop", "chelsae.png"] + scenes)
        #expect(typo.status == 2)
        #expect(
            typo.stderr.contains(
                "--backdrop \"chelsae.png\": no photo in \(Repository.photos) is called that; did you mean \"chelsea.png\"?"
            ), "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("x")))

        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + scenes).status == 0)
        for (folder, name) in [("b", "chelsea.png"), ("c", "chelsea")] {
            let result = try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file(folder), "--backdrop", name] + scenes)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try Data(contentsOf: URL(fileURLWithPath: work.file("a/sheet/still.png")))
        let chosen = try Data(contentsOf: URL(fileURLWithPath: work.file("b/sheet/still.png")))
        #expect(first != chosen)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: work.file("c/sheet/still.png"))) == chosen,
            "a name without its extension names the same photo")
    }

    @Test func labelsCanBeHidden() throws {
        let work = try TestFolder(); defer { work.remove() }
        for (folder, labels) in [("caption", "caption"), ("none", "none"), ("none2", "none")] {
            #expect(
                try CLIRunner.run(["-i", Repository.photos, "-o", work.file(folder), "--labels", labels] + Self.deck)
                    .status == 0)
        }
        let withLabel = try Data(contentsOf: URL(fileURLWithPath: work.file("caption/deck/still.png")))
        let without = try Data(contentsOf: URL(fileURLWithPath: work.file("none/deck/still.png")))
        #expect(withLabel != without)
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.file("none2/deck/still.png"))) == without)
        let diff = try CLIRunner.run(["diff", work.file("caption"), work.file("none")])
        #expect(diff.status == 1)
    }

    @Test func aSmallPhotoBlownUpIsSaid() throws {
        let work = try TestFolder(); defer { work.remove() }
        let input = work.file("photos")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        // A 40×30 grey PNG, made byte by byte.
        try TinyPNG.write(width: 40, height: 30, to: (input as NSString).appendingPathComponent("tiny.png"))
        let result = try CLIRunner.run(["-i", input, "-o", work.file("out")] + Self.deck)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("tiny.png: 40×30 pixels is shown up to "), "\(result.stderr)")
        #expect(result.stderr.contains("will look soft"))
    }
}

/// A grey PNG of any size, stored (DEFLATE level 0), so tests need no image library.
enum TinyPNG {
    static func write(width: Int, height: Int, to path: String) throws {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(UInt32(data.count)) + body + be32(crc(body))
        }
        let raw = (0..<height).flatMap { _ in [UInt8(0)] + [UInt8](repeating: 128, count: width) }
        // zlib: header, one stored block, Adler-32.
        var zlib: [UInt8] = [0x78, 0x01, 0x01] + le16(UInt16(raw.count)) + le16(~UInt16(raw.count)) + raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be32(b << 16 | a)
        let ihdr = be32(UInt32(width)) + be32(UInt32(height)) + [8, 0, 0, 0, 0]
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib)
            + chunk("IEND", [])
        try Data(png).write(to: URL(fileURLWithPath: path))
    }

    private static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    private static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }
}
