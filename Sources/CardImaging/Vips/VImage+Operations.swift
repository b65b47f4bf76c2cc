import CVipsShim
import CardFoundation
import Foundation

/// Thin Swift names over the shim, one per libvips operation cardrender uses.
extension VImage {
    package func toSRGB() throws -> VImage { try .make("converting to sRGB") { cr_to_srgb(pointer, $0) } }
    package func castUChar() throws -> VImage { try .make("converting to 8 bits") { cr_cast_uchar(pointer, $0) } }
    package func premultiplied() throws -> VImage { try .make("premultiplying alpha") { cr_premultiply(pointer, $0) } }
    package func unpremultiplied() throws -> VImage {
        try .make("unpremultiplying alpha") { cr_unpremultiply(pointer, $0) }
    }

    package func flattened(onto color: (Double, Double, Double)) throws -> VImage {
        try .make("flattening alpha") { cr_flatten(pointer, $0, color.0, color.1, color.2) }
    }

    package func joined(with other: VImage) throws -> VImage {
        try .make("joining bands") { cr_bandjoin2(pointer, other.pointer, $0) }
    }

    package func joined(constants: [Double]) throws -> VImage {
        try .make("adding bands") { out in
            constants.withUnsafeBufferPointer { cr_bandjoin_const(pointer, out, $0.baseAddress, Int32($0.count)) }
        }
    }

    package func bands(_ first: Int, count: Int = 1) throws -> VImage {
        // All of them: this image itself, still in memory if it was (no pipeline to compute).
        if first == 0, count == bands { return self }
        return try .make("extracting bands") { cr_extract_band(pointer, $0, Int32(first), Int32(count)) }
    }

    /// out = in · a + b, per band when the arrays have one entry per band.
    package func linear(_ a: [Double], _ b: [Double]) throws -> VImage {
        precondition(a.count == b.count)
        return try .make("scaling pixel values") { out in
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    cr_linear(pointer, out, pa.baseAddress, pb.baseAddress, Int32(pa.count))
                }
            }
        }
    }

    package func embedded(x: Int, y: Int, width: Int, height: Int) throws -> VImage {
        try .make("padding") { cr_embed(pointer, $0, Int32(x), Int32(y), Int32(width), Int32(height)) }
    }

    package func cropped(left: Int, top: Int, width: Int, height: Int) throws -> VImage {
        try .make("cropping") { cr_extract_area(pointer, $0, Int32(left), Int32(top), Int32(width), Int32(height)) }
    }

    package func resized(by scale: Double) throws -> VImage {
        try .make("resizing") { cr_resize(pointer, $0, scale) }
    }

    package func zoomed(x: Int, y: Int) throws -> VImage {
        try .make("zooming") { cr_zoom(pointer, $0, Int32(x), Int32(y)) }
    }

    package func blurred(sigma: Double) throws -> VImage {
        try .make("blurring") { cr_gaussblur(pointer, $0, sigma) }
    }

    /// Cover-crops (crop) or fits this in-memory image to width × height.
    package func thumbnail(width: Int, height: Int, crop: Bool) throws -> VImage {
        try .make("resizing to \(width)×\(height)") {
            cr_thumbnail_image(pointer, $0, Int32(width), Int32(height), crop ? 1 : 0)
        }
    }

    package static func black(width: Int, height: Int, bands: Int) throws -> VImage {
        try .make("making a blank image") { cr_black($0, Int32(width), Int32(height), Int32(bands)) }
    }

    package static func svg(_ document: String) throws -> VImage {
        var bytes = Array(document.utf8)
        return try .make("rasterising a mask") { out in
            bytes.withUnsafeMutableBytes { cr_svgload_buffer($0.baseAddress, $0.count, out) }
        }
    }

    package static func grid(_ images: [VImage], across: Int, gap: Int, background: Double) throws -> VImage {
        var pointers: [UnsafeMutablePointer<VipsImage>?] = images.map(\.pointer)
        return try .make("arranging a grid") { out in
            pointers.withUnsafeMutableBufferPointer {
                cr_arrayjoin($0.baseAddress, Int32(images.count), out, Int32(across), Int32(gap), background)
            }
        }
    }
}

/// A rectangle of whole pixels.
package struct PixelRect: Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func contains(_ px: Int, _ py: Int) -> Bool { px >= x && py >= y && px - x < width && py - y < height }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension VImage {
    /// Saves in the format the file name's suffix names.
    package func save(to path: String) throws {
        guard cr_save(pointer, path) == 0 else {
            throw VipsFailure(step: "saving \(path)", detail: VipsRuntime.takeErrorDetail())
        }
    }

    package func colourspace(_ space: VipsInterpretation) throws -> VImage {
        try .make("converting colour space") { cr_colourspace(pointer, $0, space) }
    }

    /// Loads a whole image from a file (no size or format checks: for trusted files).
    package static func load(_ path: String) throws -> VImage {
        try .make("loading \(path)") { cr_open(path, $0) }
    }

    /// A PNG from its bytes (no size checks: for PNGs cardrender just wrote), decoded into memory
    /// at once: libvips reads a buffer lazily, and `bytes` may be gone after the call.
    package static func png(_ bytes: Data) throws -> VImage {
        try bytes.withUnsafeBytes { raw in
            try VImage.make("reading a PNG") { cr_pngload_buffer(raw.baseAddress, raw.count, $0) }
                .materialized("decoding a PNG")
        }
    }
}
