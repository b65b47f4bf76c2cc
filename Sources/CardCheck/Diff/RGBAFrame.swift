import CFrameKernels
import CVipsShim
import CardImaging
import Foundation

/// One decoded frame as 8-bit RGBA, four bytes a pixel, row after row, in a buffer this object
/// owns. The comparison reads it directly; nothing of libvips is visible through it.
package final class RGBAFrame: @unchecked Sendable {
    package let width: Int
    package let height: Int
    private let storage: UnsafeMutableRawPointer
    private let owner: Owner

    /// Who allocated `storage`, and so how it is freed.
    private enum Owner {
        case libvips  // g_free
        case framePool  // fk_frame_free: fk_png_decode's buffer
        case swift  // deallocate
    }

    var pixelCount: Int { width * height }
    package var byteCount: Int { width * height * 4 }

    /// Takes over a buffer libvips allocated (freed with g_free).
    private init(libvipsBuffer: UnsafeMutableRawPointer, width: Int, height: Int) {
        storage = libvipsBuffer
        owner = .libvips
        self.width = width
        self.height = height
    }

    /// Takes over a buffer of fk_png_decode's (freed with fk_frame_free).
    private init(decodedBuffer: UnsafeMutableRawPointer, width: Int, height: Int) {
        storage = decodedBuffer
        owner = .framePool
        self.width = width
        self.height = height
    }

    /// A frame from interleaved RGBA bytes (tests and synthetic images).
    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA byte count does not match the size")
        self.width = width
        self.height = height
        owner = .swift
        storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, rgba.count), alignment: 16)
        rgba.withUnsafeBytes { storage.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }

    deinit {
        switch owner {
        case .libvips: cr_free(storage)
        case .framePool: fk_frame_free(storage)
        case .swift: storage.deallocate()
        }
    }

    /// Lends the pixels for the duration of `body`.
    package func withView<R>(_ body: (PixelView) throws -> R) rethrows -> R {
        defer { withExtendedLifetime(self) {} }
        return try body(PixelView(bytes: storage, width: width, height: height))
    }

    /// True when both frames have the same size and exactly the same bytes.
    func hasSamePixels(as other: RGBAFrame) -> Bool {
        width == other.width && height == other.height && memcmp(storage, other.storage, byteCount) == 0
    }

    /// Decodes PNG bytes into 8-bit RGBA: greyscale, palette and 16-bit PNGs become 8-bit sRGB,
    /// and an opaque PNG gets an alpha of 255. The plain PNGs frames and goldens are, are decoded in C
    /// (`fk_png_decode`, several times faster); any other file goes to libvips, so what is accepted
    /// and its pixels stay libvips's. A damaged file is `DamagedPNG` whichever decoder meets it.
    static func decodePNG(_ data: UnsafeRawBufferPointer) throws -> RGBAFrame {
        switch decodeInC(data) {
        case .decoded(let frame):
            return frame
        case .damaged(let reason):
            throw DamagedPNG(reason: reason)
        case .leftToLibvips:
            // libvips reads a PNG's rows on its worker threads, and libvips 8.14 can lose an error
            // met there: the load then succeeds with rows nothing wrote (a file whose image data was
            // cut short compared as different in some runs and was refused in others). It gets only
            // a file whose chunks and image data are whole, in which libpng finds no such error.
            if let problem = DamagedPNG.problem(in: data) { throw DamagedPNG(reason: problem) }
            return try decodePNGWithLibvips(data)
        }
    }

    /// What `fk_png_decode` makes of a file.
    enum PlainDecoding {
        case decoded(RGBAFrame)
        /// The file is damaged: why, in `fk_png_check`'s words.
        case damaged(String)
        /// Not a PNG it takes (or memory ran out): libvips decodes it.
        case leftToLibvips
    }

    static func decodeInC(_ data: UnsafeRawBufferPointer) -> PlainDecoding {
        guard let bytes = data.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .leftToLibvips }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var why: UnsafePointer<CChar>?
        let status = fk_png_decode(bytes, data.count, &pixels, &width, &height, &why)
        if status == Int32(FK_OK), let pixels {
            return .decoded(
                RGBAFrame(decodedBuffer: UnsafeMutableRawPointer(pixels), width: Int(width), height: Int(height)))
        }
        if status == Int32(FK_INVALID) { return .damaged(why.map { String(cString: $0) } ?? "it does not decode") }
        return .leftToLibvips
    }

    /// The frame `fk_png_decode` gives, or nil when it refuses the file or leaves it to libvips.
    static func decodePlainPNG(_ data: UnsafeRawBufferPointer) -> RGBAFrame? {
        if case .decoded(let frame) = decodeInC(data) { return frame }
        return nil
    }

    /// libvips's PNG load, converted to 8-bit sRGB with alpha.
    static func decodePNGWithLibvips(_ data: UnsafeRawBufferPointer) throws -> RGBAFrame {
        try VipsRuntime.start()
        var image = try VImage.make("decoding the PNG") { cr_pngload_buffer(data.baseAddress, data.count, $0) }
        image = try image.toSRGB().castUChar()
        if image.bands == 3 { image = try image.joined(constants: [255]) }
        guard image.bands == 4 else {
            throw VipsFailure(
                step: "decoding the PNG", detail: "\(image.bands) bands after conversion to sRGB, expected 4")
        }
        var size = 0
        guard let buffer = cr_image_write_to_memory(image.pointer, &size) else {
            throw VipsFailure(step: "decoding the PNG", detail: VipsRuntime.takeErrorDetail())
        }
        guard size == image.width * image.height * 4 else {
            cr_free(buffer)
            throw VipsFailure(step: "decoding the PNG", detail: "unexpected pixel buffer size")
        }
        return RGBAFrame(libvipsBuffer: buffer, width: image.width, height: image.height)
    }
}
