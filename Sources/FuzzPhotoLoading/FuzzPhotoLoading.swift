// libFuzzer target for the photo-loading path: the bytes become a file that goes through the
// same classify → header check → decode steps as a user's photo. Built only by
// scripts/fuzz-load.sh (CARDRENDER_FUZZ=1 adds this target); never part of a normal build.

import CardImaging
import CardSettings
import Foundation
import FuzzDriver

private let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cardrender-fuzz-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// libFuzzer's entry point for one input: the bytes become a photo file, its extension picked by
/// the first byte, that is loaded as a user's photo is. Returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotoLoading(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The first byte picks the file name's extension, so every loader is reached.
    let extensions = ["jpg", "png", "webp", "tif", "gif", "heic", "avif", "bin"]
    let ext = size > 0 ? extensions[Int(data[0]) % extensions.count] : "bin"
    let path = (folder as NSString).appendingPathComponent("input.\(ext)")
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
    // A small pixel limit keeps each run quick; what is checked is that nothing crashes or hangs.
    _ = PhotoLoadingProbe.load(path: path, limit: PixelLimit(pixels: 4_000_000))
    return 0
}

/// The executable's entry point: libFuzzer's driver calls `fuzzPhotoLoading` for each input.
@_cdecl("FuzzPhotoLoading_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzDriver(argc, argv) { data, size in fuzzPhotoLoading(data, size) }
}
