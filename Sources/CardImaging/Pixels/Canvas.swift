import CFrameKernels
import CardGeometry
import Glibc

/// Premultiplied 8-bit RGBA pixels in memory that this object owns and draws on with the
/// `fk_` kernels: the frame being composited, and the layer being painted. Exact integer
/// arithmetic, so the bytes are the same on every machine and thread count.
package final class Canvas: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package private(set) var pixels: UnsafeMutableRawPointer
    /// False once the pixels were handed to an image (`intoImage`).
    private var owned = true
    var stride: Int { width * 4 }
    private var bytes: UnsafeMutablePointer<UInt8> { pixels.assumingMemoryBound(to: UInt8.self) }

    /// Uninitialised pixels: every caller fills them first.
    private init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "an empty canvas")
        self.width = width
        self.height = height
        pixels = allocatePixels(width * height * 4)
    }

    deinit { if owned { freePixels(pixels) } }

    /// A canvas whose pixels the caller writes, every one of them, before any is read (a cover
    /// crop drawn over all of it).
    package static func unfilled(width: Int, height: Int) -> Canvas {
        Canvas(width: width, height: height)
    }

    /// A canvas filled with `color`.
    package static func filled(_ color: Color, width: Int, height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height)
        let c = color.premultiplied8
        KernelFailure.require(
            fk_fill(canvas.bytes, Int32(width), Int32(height), canvas.stride, c.r, c.g, c.b, c.a), "filling a canvas")
        return canvas
    }

    /// A canvas filled with `color` everywhere but `hole`, whose pixels the caller writes, every
    /// one of them, before any is read (a layer's content placed inside its padding): the hole
    /// is not filled only to be overwritten.
    package static func filled(_ color: Color, width: Int, height: Int, except hole: PixelRect) -> Canvas {
        let inside = hole.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !inside.isEmpty else { return filled(color, width: width, height: height) }
        let canvas = Canvas(width: width, height: height)
        let bottom = inside.y + inside.height, right = inside.x + inside.width
        let strips = [
            PixelRect(x: 0, y: 0, width: width, height: inside.y),
            PixelRect(x: 0, y: bottom, width: width, height: height - bottom),
            PixelRect(x: 0, y: inside.y, width: inside.x, height: inside.height),
            PixelRect(x: right, y: inside.y, width: width - right, height: inside.height)
        ]
        for strip in strips where !strip.isEmpty {
            canvas.fill(color, x: strip.x, y: strip.y, width: strip.width, height: strip.height)
        }
        return canvas
    }

    /// `image`'s pixels: 8-bit RGB (made opaque) or premultiplied RGBA.
    static func copying(_ image: VImage) throws -> Canvas {
        let source = try image.eightBit().inMemory("reading pixels to draw on")
        guard source.bands == 3 || source.bands == 4 else { throw Failure(bands: source.bands) }
        let memory = source.memoryPixels
        let canvas = Canvas(width: source.width, height: source.height)
        try KernelFailure.check(
            fk_import(
                canvas.bytes, Int32(canvas.width), Int32(canvas.height), canvas.stride, memory.pixels,
                Int32(source.bands), memory.stride), "copying pixels to draw on")
        return withExtendedLifetime(source) { canvas }
    }

    /// `image` (8-bit RGB or premultiplied RGBA) with a one-pixel frame repeating its outermost
    /// pixels: a texture whose bilinear samples clamp at its edges, as a GPU's do.
    package static func copyingWithEdges(_ image: VImage) throws -> Canvas {
        let source = try image.eightBit().inMemory("reading pixels to draw on")
        guard source.bands == 3 || source.bands == 4 else { throw Failure(bands: source.bands) }
        let memory = source.memoryPixels
        let canvas = Canvas(width: source.width + 2, height: source.height + 2)
        let stride = canvas.stride
        try KernelFailure.check(
            fk_import(
                canvas.bytes + stride + 4, Int32(source.width), Int32(source.height), stride, memory.pixels,
                Int32(source.bands), memory.stride), "copying pixels to draw on")
        for row in 1...source.height {
            let line = canvas.bytes + row * stride
            (line).update(from: line + 4, count: 4)
            (line + stride - 4).update(from: line + stride - 8, count: 4)
        }
        canvas.bytes.update(from: canvas.bytes + stride, count: stride)
        (canvas.bytes + (canvas.height - 1) * stride).update(
            from: canvas.bytes + (canvas.height - 2) * stride, count: stride)
        return withExtendedLifetime(source) { canvas }
    }

    /// `color` (scaled by `opacity`) wherever the one-band `coverage` (0–255) says.
    static func coverage(_ coverage: VImage, color: Color, opacity: Double = 1) throws -> Canvas {
        let mask = try coverage.eightBit().bands(0, count: 1).inMemory("reading a coverage mask")
        let memory = mask.memoryPixels
        let canvas = Canvas(width: mask.width, height: mask.height)
        var faded = color
        faded.alpha *= opacity
        let c = faded.premultiplied8
        try KernelFailure.check(
            fk_fill_coverage(
                canvas.bytes, Int32(canvas.width), Int32(canvas.height), canvas.stride, memory.pixels,
                memory.stride, c.r, c.g, c.b, c.a), "filling a coverage mask")
        return withExtendedLifetime(mask) { canvas }
    }

    /// A copy to draw on, leaving this one (a cached base) untouched.
    package func copy() -> Canvas {
        let copy = Canvas(width: width, height: height)
        copy.pixels.copyMemory(from: pixels, byteCount: width * height * 4)
        return copy
    }

    /// Composites `image` (premultiplied RGBA, or RGB taken as opaque) over this canvas with its
    /// top-left corner at (x, y).
    package func over(_ image: VImage, x: Int, y: Int) throws {
        let source = try image.eightBit().inMemory("reading pixels to composite")
        // Over an opaque image is the image itself.
        if source.bands == 3 { return try place(source, x: x, y: y) }
        guard source.bands == 4 else { throw Failure(bands: source.bands) }
        let memory = source.memoryPixels
        try KernelFailure.check(
            fk_over(
                bytes, Int32(width), Int32(height), stride, memory.pixels, Int32(source.width), Int32(source.height),
                memory.stride, Int32(x), Int32(y)), "compositing pixels")
        withExtendedLifetime(source) {}
    }

    /// `image` (8-bit RGB, made opaque, or premultiplied RGBA), or its `part`, copied in with its
    /// top-left corner at (x, y), replacing what was there; what falls outside the canvas is left out.
    package func place(_ image: VImage, x: Int, y: Int, from part: PixelRect? = nil) throws {
        let source = try image.eightBit().inMemory("reading pixels to draw on")
        guard source.bands == 3 || source.bands == 4 else { throw Failure(bands: source.bands) }
        let part = part ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        precondition(
            part.x >= 0 && part.y >= 0 && part.x + part.width <= source.width && part.y + part.height <= source.height,
            "a part outside the image")
        let left = max(x, 0), top = max(y, 0)
        let right = min(x + part.width, width), bottom = min(y + part.height, height)
        guard left < right, top < bottom else { return }
        let memory = source.memoryPixels
        try KernelFailure.check(
            fk_import(
                bytes + top * stride + left * 4, Int32(right - left), Int32(bottom - top), stride,
                memory.pixels + (part.y + top - y) * memory.stride + (part.x + left - x) * source.bands,
                Int32(source.bands), memory.stride), "copying pixels to draw on")
        withExtendedLifetime(source) {}
    }

    /// The width × height pixels from (x, y) (the top-left ones by default) filled with `color`.
    package func fill(_ color: Color, x: Int = 0, y: Int = 0, width: Int, height: Int) {
        precondition(
            x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= self.width && y + height <= self.height,
            "a fill outside the canvas")
        let c = color.premultiplied8
        KernelFailure.require(
            fk_fill(bytes + y * stride + x * 4, Int32(width), Int32(height), stride, c.r, c.g, c.b, c.a),
            "filling a canvas")
    }

    /// `color` laid over wherever the one-band `coverage` says, its top-left corner at (x, y)
    /// (inside the canvas): the same bytes as drawing `Canvas.coverage(coverage, color:)` over
    /// this, without that canvas.
    package func over(_ color: Color, coverage: VImage, x: Int = 0, y: Int = 0) throws {
        let mask = try coverage.eightBit().bands(0, count: 1).inMemory("reading a coverage mask")
        precondition(fits(mask, x: x, y: y), "a mask outside the canvas")
        let memory = mask.memoryPixels
        let c = color.premultiplied8
        try KernelFailure.check(
            fk_over_coverage(
                bytes + y * stride + x * 4, Int32(mask.width), Int32(mask.height), stride, memory.pixels,
                memory.stride, c.r, c.g, c.b, c.a), "laying a colour over a canvas")
        withExtendedLifetime(mask) {}
    }

    /// `color` (scaled by `opacity`) through a one-band `coverage` of this canvas's size, laid
    /// under what the canvas holds: the same bytes as drawing this canvas over
    /// `Canvas.coverage(coverage, color:, opacity:)`, without that canvas. A layer's shadow.
    package func under(_ color: Color, coverage: VImage, opacity: Double = 1) throws {
        let mask = try coverage.eightBit().bands(0, count: 1).inMemory("reading a coverage mask")
        precondition(mask.width == width && mask.height == height, "a mask of another size")
        let memory = mask.memoryPixels
        var faded = color
        faded.alpha *= opacity
        let c = faded.premultiplied8
        try KernelFailure.check(
            fk_under_coverage(
                bytes, Int32(width), Int32(height), stride, memory.pixels, memory.stride, c.r, c.g, c.b, c.a),
            "laying a shadow under a canvas")
        withExtendedLifetime(mask) {}
    }

    /// Clips the canvas, or the part of it under the mask's top-left corner at (x, y), to a
    /// one-band coverage `mask`.
    package func multiply(by mask: VImage, x: Int = 0, y: Int = 0) throws {
        let coverage = try mask.eightBit().bands(0, count: 1).inMemory("reading a mask")
        precondition(fits(coverage, x: x, y: y), "a mask outside the canvas")
        let memory = coverage.memoryPixels
        try KernelFailure.check(
            fk_multiply_mask(
                bytes + y * stride + x * 4, Int32(coverage.width), Int32(coverage.height), stride,
                memory.pixels, memory.stride), "clipping a canvas to a mask")
        withExtendedLifetime(coverage) {}
    }

    /// The alpha of the width × height pixels from (x, y): a layer's silhouette.
    package func alpha(x: Int, y: Int, width: Int, height: Int) throws -> VImage {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height, "outside the canvas")
        var alpha = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let line = bytes + (y + row) * stride + x * 4
            for column in 0..<width { alpha[row * width + column] = line[4 * column + 3] }
        }
        return try VImage.fromPixels(alpha, width: width, height: height, bands: 1)
    }

    private func fits(_ image: VImage, x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x + image.width <= width && y + image.height <= height
    }

    /// Composites a prepared layer through `placement`, faded by `alpha`, leaving out the pixels
    /// `hidden` says a later layer covers.
    package func draw(_ layer: PreparedLayer, placement: LayerPlacement, alpha: Double, hidden: HiddenPixels? = nil) {
        guard let inverse = placement.inverse else { return }
        let window = placement.bounds(width: layer.image.width, height: layer.image.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !window.isEmpty else { return }
        let opacity = WholeNumber.byte(alpha * 255)
        let runs = hidden.flatMap { $0.isEmpty || $0.height != height ? nil : $0.runs }
        let status = inverse.withUnsafeBufferPointer { matrix in
            runs.withUnsafeBufferPointerIfPresent { skipped in
                fk_draw_layer(
                    bytes, stride, layer.pixels, Int32(layer.image.width), Int32(layer.image.height), layer.stride,
                    matrix.baseAddress, opacity,
                    Int32(window.x), Int32(window.y), Int32(window.x + window.width), Int32(window.y + window.height),
                    skipped)
            }
        }
        KernelFailure.require(status, "drawing a layer")
    }

    /// Composites `texture` through `inverse` (canvas to texture coordinates, in pixels) over the
    /// top-left width × height pixels of this canvas (all of it by default), sampling bilinearly.
    package func draw(_ texture: Canvas, inverse: [Double], width: Int? = nil, height: Int? = nil) {
        precondition(inverse.count == 6, "an affine map has six coefficients")
        let right = min(width ?? self.width, self.width), bottom = min(height ?? self.height, self.height)
        let status = inverse.withUnsafeBufferPointer { matrix in
            fk_draw_layer(
                bytes, stride, texture.bytes, Int32(texture.width), Int32(texture.height), texture.stride,
                matrix.baseAddress, 255, 0, 0, Int32(right), Int32(bottom), nil)
        }
        withExtendedLifetime(texture) {}
        KernelFailure.require(status, "drawing a texture")
    }

    /// The pixels as a premultiplied RGBA image, without a copy: the canvas is spent.
    package func intoImage() throws -> VImage {
        precondition(owned, "a canvas is handed over once")
        owned = false
        return try VImage.taking(pixels: pixels, width: width, height: height, bands: 4)
    }

    /// The finished frame: RGB when every pixel is opaque (`opaque`), straight RGBA otherwise,
    /// converted in place and handed over without a copy: the canvas is spent.
    package func intoFrame(opaque: Bool) throws -> VImage {
        precondition(owned, "a canvas is handed over once")
        if opaque {
            try KernelFailure.check(
                fk_to_rgb(bytes, Int32(width), Int32(height), stride, bytes), "converting a frame to RGB")
        } else {
            try KernelFailure.check(
                fk_unpremultiply(bytes, Int32(width), Int32(height), stride, bytes),
                "converting a frame to straight RGBA")
        }
        owned = false
        return try VImage.taking(pixels: pixels, width: width, height: height, bands: opaque ? 3 : 4)
    }

    /// Hands the premultiplied RGBA pixels (`stride` bytes a row) to `body`, which may convert
    /// them in place, and releases them once it returns: the canvas is spent. An encoder reads an
    /// opaque frame this way instead of making frame-sized copies.
    package func spending<T>(_ body: (UnsafeMutablePointer<UInt8>) throws -> T) rethrows -> T {
        precondition(owned, "a canvas is handed over once")
        owned = false
        defer { freePixels(pixels) }
        return try body(bytes)
    }

    /// An opaque canvas reduced by a whole `factor` as RGB: each pixel the rounded mean of a
    /// factor × factor box, as `VImage.shrunkByBoxes` gives for the RGB frame (which, like this,
    /// leaves a canvas smaller than the box whole).
    package func shrunkToRGB(byBoxes factor: Int) throws -> VImage {
        precondition(owned, "a canvas that was handed over")
        let factor = factor > 1 && factor <= width && factor <= height ? factor : 1
        let small = (width: width / factor, height: height / factor)
        let out = allocatePixels(small.width * small.height * 4)
        let rgba = out.assumingMemoryBound(to: UInt8.self)
        do {
            try KernelFailure.check(
                fk_shrink_box(bytes, Int32(width), Int32(height), 4, stride, Int32(factor), rgba),
                "shrinking a frame to a thumbnail")
            try KernelFailure.check(
                fk_to_rgb(rgba, Int32(small.width), Int32(small.height), small.width * 4, rgba),
                "converting a thumbnail to RGB")
        } catch {
            freePixels(out)
            throw error
        }
        return try VImage.taking(pixels: out, width: small.width, height: small.height, bands: 3)
    }

    struct Failure: Error, CustomStringConvertible {
        var bands: Int
        var description: String { "cannot draw an image of \(bands) bands" }
    }
}

extension Color {
    /// Premultiplied 8-bit components, rounded.
    package var premultiplied8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func channel(_ value: Double) -> UInt8 { WholeNumber.byte(value * 255) }
        let a = min(max(alpha, 0), 1)
        return (channel(red * a), channel(green * a), channel(blue * a), channel(a))
    }
}

private extension Optional where Wrapped == [Int32] {
    func withUnsafeBufferPointerIfPresent<T>(_ body: (UnsafePointer<Int32>?) -> T) -> T {
        switch self {
        case let .some(array): array.withUnsafeBufferPointer { body($0.baseAddress) }
        case .none: body(nil)
        }
    }
}
