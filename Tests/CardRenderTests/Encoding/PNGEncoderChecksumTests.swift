import CFrameKernels
import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardSettings

/// The exact bytes of every offered PNG compression, pinned by SHA-256 for fixed pictures.
///
/// ISA-L picks SSE, AVX2 or AVX-512 code when it starts, and some of its levels (3) give other
/// bytes on another code path: run on such a machine, a level like that fails here. The recorded
/// digests were checked on an AVX2 machine natively and under `qemu-x86_64 -cpu Nehalem` (the SSE
/// path, where ISA-L's level 3 does differ). They belong to the libraries' versions: another
/// libdeflate or ISA-L may compress differently, and then needs its own digests, checked the same way.
@Suite struct PNGEncoderChecksumTests {
    struct Picture {
        var name: String
        var width: Int
        var height: Int
        var bands: Int
        var pixels: [UInt8]
    }

    /// A frame-like picture from a seed: smooth gradients (most of a rendered frame), flat
    /// squares, and every 37 rows a band of noise.
    static func synthetic(_ name: String, width: Int, height: Int, bands: Int, seed: UInt64) -> Picture {
        var state = seed
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * bands)
        for y in 0..<height {
            for x in 0..<width {
                for b in 0..<bands {
                    if y % 37 < 5 {
                        state = state &* 6364136223846793005 &+ 1442695040888963407
                        pixels.append(UInt8(truncatingIfNeeded: state >> 56))
                    } else if (x / 48 + y / 48) % 3 == 0 {
                        pixels.append(UInt8(truncatingIfNeeded: b * 60 + Int(seed) * 13))
                    } else {
                        pixels.append(UInt8(truncatingIfNeeded: x * (b + 1) / 3 + y / 2 + b * 50))
                    }
                }
            }
        }
        return Picture(name: name, width: width, height: height, bands: bands, pixels: pixels)
    }

    /// A golden frame's pixels (PNG is lossless: the same on every machine).
    static func golden(_ relative: String) throws -> Picture {
        try VipsRuntime.start()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.golden).appendingPathComponent(relative))
        let image = try bytes.withUnsafeBytes { raw in
            try VImage.make("decoding") { cr_pngload_buffer(raw.baseAddress, raw.count, $0) }.materialized("decoding")
        }
        return Picture(
            name: relative, width: image.width, height: image.height, bands: image.bands, pixels: try image.pixels())
    }

    static func pictures() throws -> [Picture] {
        [
            synthetic("synthetic-rgb", width: 320, height: 240, bands: 3, seed: 1),
            synthetic("synthetic-rgba", width: 200, height: 150, bands: 4, seed: 2),
            synthetic("synthetic-grey", width: 97, height: 61, bands: 1, seed: 3),
            try golden("deck/swipe-right/frame-0015.png"),
            try golden("photostack/flick/frame-0028.png")
        ]
    }

    static func encoded(_ picture: Picture, _ compression: PNGCompression) throws -> [UInt8] {
        try VipsRuntime.start()
        let image = try VImage.fromPixels(
            picture.pixels, width: picture.width, height: picture.height, bands: picture.bands)
        return try PNGEncoder.encode(image, compression: compression) { Array($0) }
    }

    /// SHA-256 of each picture's PNG, by "picture compression", for the library versions given.
    static let recorded: [String: [String: String]] = [
        "libdeflate v1.14, ISA-L v2.30.0": [
            "synthetic-rgb fast": "54a95698f57734d874bddfcb4b2201dba8ae4ef329525cb1b4e40fb9b6035a6a",
            "synthetic-rgb 0": "8a93364e6df734d8345a782092bf0afc7b934eaf1e5cd05eb4cf2835e4a95122",
            "synthetic-rgb 1": "c7234506faf735173ca57955bc73629f016c6dfe399870ae96fb3dfa59aa2aa8",
            "synthetic-rgb 2": "833086768b34e899091d1ae1a21669a82b47bb6f5becc32f143140883e6c46be",
            "synthetic-rgb 3": "762cbf0a2e1a25e2a85bae7ae9bc15fe2e0701fbcddc45721762e1a3f8dc972d",
            "synthetic-rgb 4": "ffb848c426f8f0ff6adb2d47d06643dc01dcf10f5168a9954fcd79362bfedcb5",
            "synthetic-rgb 5": "c3a65241991c7e10e30f86cd924df626269dff922a594cddab1d09f1daf7a6a3",
            "synthetic-rgb 6": "b610ffab0da138a78e90e24752931c7e90cc58d23a37d821fb5004dfbc7ac59b",
            "synthetic-rgb 7": "0e52857e7960e7e26c45753720eb5f9915df7b88a3f2593f1e751ef1647bfadb",
            "synthetic-rgb 8": "02fd7592e3ec9b8e50d1c7903fea11f09b241dd3afc51b543610eabc9a521599",
            "synthetic-rgb 9": "df53f22ceff50ce8256d49a5f79ef1c328b6b27018d5ae231c1ae1ed23aa1ea5",
            "synthetic-rgba fast": "52f63452bbed2acd5c00cf19c2d27b15246d9b27a9073611389dd9ed04e9ed43",
            "synthetic-rgba 0": "75d7dd83ca6b34f2664a3324802c73c3fd4bf6951361a49e20e76930456cd5b8",
            "synthetic-rgba 1": "25ddfca1758ccc3a02b3ef4e0c5c3632c315edb7b09c0ea9297457bf8a3a83a4",
            "synthetic-rgba 2": "88832f97f7b7494a90eee4d11fb706bf11a817e33f8a834271d508cbb3e77eba",
            "synthetic-rgba 3": "13ca11135ae9d92a9f2a6c43c063beb510e3a830a1190e4e395b5141eb8b79d7",
            "synthetic-rgba 4": "ef4e46d07cc6b2b0d6af63a0debeafb10aaf2efc3b8194ff856bcd3ffdc8defc",
            "synthetic-rgba 5": "4a91c568e3cc8648c5a247b11243d9df0e2d8e22b3f6651a93cd1301517adc0a",
            "synthetic-rgba 6": "7dd8fcbd9f25a0eef6be5d529e26fd970a1e695a1c537be8a88951f35dbb0389",
            "synthetic-rgba 7": "7dd8fcbd9f25a0eef6be5d529e26fd970a1e695a1c537be8a88951f35dbb0389",
            "synthetic-rgba 8": "4a72e1df3184eb56188a95f29d5b96eb851524ff9cdca0f2f1f811dd03235cbb",
            "synthetic-rgba 9": "7a1897bf75b75393cfc70c1d81ca1ae99964e8f04d2197e6feb9f6f322e6638f",
            "synthetic-grey fast": "f72d60e224248a2757511fd33ad93206ecb69ce75f5bead015ddc254255cf9d8",
            "synthetic-grey 0": "3b283b9fd83439cb07a4dc870ed9028db28fa9b9e35bed4882533833ddf88fb6",
            "synthetic-grey 1": "32220d48c4c9f3bb3e9fcc7f09fb43992fa37401ae3b1ac35f606c1594e7f3bd",
            "synthetic-grey 2": "8b691a6ce8da7c53015a0f66c85970793720310e09d340e675a0e63265d1d2b4",
            "synthetic-grey 3": "c4a403a71491154151ff4fb509998268e95997c5aaa5daa2fee45f53d080a640",
            "synthetic-grey 4": "eddf75e992a1c67d2064a1ace228cefd0655ef0ee90a82d15d4c649c08a11759",
            "synthetic-grey 5": "0fd687ea137b53224c58a6159fcffba892e7d04ebed35f5a85f1368bd772e204",
            "synthetic-grey 6": "9c642be4fd4d7a385eed3c725a6fef921daca47c3afe7be90b5b213270d77ecd",
            "synthetic-grey 7": "27d54a489fca9f983aa4344554f0e411e3d170b0e5bfea11b012707f93f75144",
            "synthetic-grey 8": "3ba6afe56d6c803f92c23bb246acab91524836c866f771d1e825472b8543a194",
            "synthetic-grey 9": "3ba6afe56d6c803f92c23bb246acab91524836c866f771d1e825472b8543a194",
            "deck/swipe-right/frame-0015.png fast": "a33dee910de130bca1603e124642acd53b2f32bade9863a7aa61988dbe0fc3c8",
            "deck/swipe-right/frame-0015.png 0": "985f537cf457ff473bcc7e7583bb22797f81a81cce74b65158f273c4a4408184",
            "deck/swipe-right/frame-0015.png 1": "19fe131b996accd2923980504e8f1b446fa544de319cf5f77f32be1796913334",
            "deck/swipe-right/frame-0015.png 2": "dbdfa7fe1a1751704d85e4f08e243e1782681b9f56b9d5129674b8ea5f0b53d3",
            "deck/swipe-right/frame-0015.png 3": "a3e372617fa7a7cb95ede54108e53356b7dd5cc7aac179f8524c996f5991880c",
            "deck/swipe-right/frame-0015.png 4": "f01c794c2ba48a0b8e247a18e09868866050753162295adcda6165cd397b36d1",
            "deck/swipe-right/frame-0015.png 5": "591d15a07d1e533d16939f57a04df69530b6a341cd34fa01017db9c98e741219",
            "deck/swipe-right/frame-0015.png 6": "05d6c10583c4321d27690ef3534abcbe4b86a67543aa3ef5204a9b23e04a6a3f",
            "deck/swipe-right/frame-0015.png 7": "415e836d91d7875dbf7877c267262a500c9c7b7087db46a9612b2c03d7a5b385",
            "deck/swipe-right/frame-0015.png 8": "3dd3f162815246bd3cddcaef6f2944664df4cf12988b98d8b34b672063cb3c60",
            "deck/swipe-right/frame-0015.png 9": "916a7f18dd0ac6573618f55a786c656c365009c50e168364cf6cf4f1c0133d85",
            "photostack/flick/frame-0028.png fast": "b8d99c193d6917c6cd0df4964062e10d075e00556612a31a3246e483c3e8d8c8",
            "photostack/flick/frame-0028.png 0": "c19d60e050e04032c19fe2df2d29840bdde26ddd6b4fd2ab8c5cad6a0b79bc73",
            "photostack/flick/frame-0028.png 1": "e65fa4da072c0641719ea2b67c0aeb14189e0035dba089dc574939effaef5169",
            "photostack/flick/frame-0028.png 2": "569b89ad39f149214c1a9bce8091c66a7b6d7e09f59d555aa92c20cd4cda9429",
            "photostack/flick/frame-0028.png 3": "63328cda06770761d06fbe4ba3caa2b1309c9b029521c28e5950c640bd2b4c8e",
            "photostack/flick/frame-0028.png 4": "499972722b0f89adaf9129d1fc0855595ed2817b66aa61fdf4bf42131a517fdc",
            "photostack/flick/frame-0028.png 5": "ac9b37d9f9a2e9b954ed95a878920b9934d7a26dc9006d7351f0bdbd82d5c35e",
            "photostack/flick/frame-0028.png 6": "5e00b49dd31133e56344926bbb0832d125ef2b319e347c3ac89dead849d22582",
            "photostack/flick/frame-0028.png 7": "eafcd59c4d3b1abb1d70679c7a6912f0b0025ad728f88a1011d9afe1cd7401df",
            "photostack/flick/frame-0028.png 8": "a4a40154c03e6204d3171a7799c9befa7b630220645262d73c1ffa0577cf9ca6",
            "photostack/flick/frame-0028.png 9": "84397e62e8178a78557fdc6482e4cde5481d373ed989e5624a2f2aa3f72da573"
        ]
    ]

    @Test(arguments: PNGCompression.all)
    func bytesAreTheRecordedOnes(compression: PNGCompression) throws {
        let versions = String(cString: fk_png_encoder_versions())
        let digests = try #require(Self.recorded[versions], "no digests recorded for \(versions)")
        for picture in try Self.pictures() {
            let key = "\(picture.name) \(compression)"
            let digest = SHA256.hex(try Self.encoded(picture, compression))
            #expect(digests[key] == digest, "\"\(key)\": \"\(digest)\",")
        }
    }

    /// ISA-L's other levels are refused by the kernel: level 3's bytes depend on the CPU, and
    /// level 0 is not offered.
    @Test(arguments: [0, 3, 4])
    func isalLevelsThatAreNotByteStableAreRefused(level: Int32) {
        let pixels = [UInt8](repeating: 7, count: 16 * 3)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        #expect(fk_png_encode(pixels, 4, 4, 3, 12, Int32(FK_PNG_ISAL), level, &out, &length) == -1)
        #expect(out == nil)
    }

    @Test func theDigestsAreSHA256() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
