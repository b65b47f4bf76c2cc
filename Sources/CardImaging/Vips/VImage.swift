import CVipsShim

/// An owned reference to a libvips image. libvips images are immutable once built and safe to
/// read from many threads, hence `@unchecked Sendable`. Nothing of this type leaves the package's
/// own modules.
package final class VImage: @unchecked Sendable {
    package let pointer: UnsafeMutablePointer<VipsImage>

    package init(taking pointer: UnsafeMutablePointer<VipsImage>) {
        self.pointer = pointer
    }

    deinit {
        cr_unref(UnsafeMutableRawPointer(pointer))
    }

    package var width: Int { Int(cr_image_get_width(pointer)) }
    package var height: Int { Int(cr_image_get_height(pointer)) }
    package var bands: Int { Int(cr_image_get_bands(pointer)) }
    package var hasAlpha: Bool { cr_image_hasalpha(pointer) != 0 }
    package var isEightBit: Bool { cr_image_get_format(pointer) == VIPS_FORMAT_UCHAR }

    /// Runs one libvips call that makes an image; a non-zero status becomes a `VipsFailure`
    /// carrying `step` and libvips's error text.
    package static func make(
        _ step: @autoclosure () -> String, _ call: (UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>) -> Int32
    ) throws -> VImage {
        var out: UnsafeMutablePointer<VipsImage>?
        let status = call(&out)
        guard status == 0, let image = out else {
            if let out { cr_unref(UnsafeMutableRawPointer(out)) }
            throw VipsFailure(step: step(), detail: VipsRuntime.takeErrorDetail())
        }
        return VImage(taking: image)
    }

    /// Computes the pipeline into memory, so later reads are free and decode errors surface here.
    package func materialized(_ step: @autoclosure () -> String) throws -> VImage {
        guard let copy = cr_image_copy_memory(pointer) else {
            throw VipsFailure(step: step(), detail: VipsRuntime.takeErrorDetail())
        }
        return VImage(taking: copy)
    }

    /// An 8-bit image from raw interleaved pixels.
    package static func fromPixels(_ pixels: [UInt8], width: Int, height: Int, bands: Int) throws -> VImage {
        precondition(pixels.count == width * height * bands, "pixel count does not match the size")
        let made = pixels.withUnsafeBytes { raw in
            cr_image_new_from_memory_copy(
                raw.baseAddress, raw.count, Int32(width), Int32(height), Int32(bands), VIPS_FORMAT_UCHAR)
        }
        guard let made else {
            throw VipsFailure(step: "making an image from pixels", detail: VipsRuntime.takeErrorDetail())
        }
        return VImage(taking: made)
    }

    /// The pixels as interleaved 8-bit samples (the image must be 8-bit).
    package func pixels() throws -> [UInt8] {
        var size = 0
        guard let data = cr_image_write_to_memory(pointer, &size) else {
            throw VipsFailure(step: "reading pixels", detail: VipsRuntime.takeErrorDetail())
        }
        defer { cr_free(data) }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }
}
