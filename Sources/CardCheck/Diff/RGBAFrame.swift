import CVipsShim
import CardRender

/// One decoded frame as 8-bit RGBA, four bytes a pixel, row after row, in a buffer this object
/// owns. The comparison reads it directly; nothing of libvips is visible through it.
package final class RGBAFrame: @unchecked Sendable {
    package let width: Int
    package let height: Int
    private let storage: UnsafeMutableRawPointer
    private let fromLibvips: Bool

    var pixelCount: Int { width * height }
    package var byteCount: Int { width * height * 4 }

    /// Takes over a buffer libvips allocated (freed with g_free).
    private init(libvipsBuffer: UnsafeMutableRawPointer, width: Int, height: Int) {
        storage = libvipsBuffer
        fromLibvips = true
        self.width = width
        self.height = height
    }

    /// A frame from interleaved RGBA bytes (tests and synthetic images).
    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA byte count does not match the size")
        self.width = width
        self.height = height
        fromLibvips = false
        storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, rgba.count), alignment: 16)
        rgba.withUnsafeBytes { storage.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }

    deinit {
        if fromLibvips { cr_free(storage) } else { storage.deallocate() }
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
    /// and an opaque PNG gets an alpha of 255.
    static func decodePNG(_ data: UnsafeRawBufferPointer) throws -> RGBAFrame {
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
