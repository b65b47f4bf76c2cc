import CardGeometry
import CardImaging

/// Rounded-rectangle masks, borders and their blurred shadows, made once and spliced for other
/// sizes.
///
/// Why: far from its rounded ends, every column of a rounded rectangle (and of its border and
/// its blur) is the same, and so is every row far from its top and bottom. A shape of another
/// size is the four corners of a made one put together, which is exact and costs no rasterising
/// or blurring; a deck re-laying out asks for a new width every frame, and a photo flying into
/// a grid for a new width and height.
final class ShapeCache: Sendable {
    private struct Key: Hashable, Sendable {
        var kind: Int
        var radius: Double
        var lineWidth = 0.0
        var sigma = 0.0
        var padding = 0
        var dx = 0
        var dy = 0
    }

    private let made = RecentCache<Key, VImage>(capacity: 16)

    /// A one-band mask, 255 inside a width × height rectangle with corners of `radius` pixels.
    func mask(width: Int, height: Int, radius: Double) throws -> VImage {
        let r = Self.clamped(radius, width, height)
        // Columns (rows) closer than this to an end are not all alike.
        let end = WholeNumber.clamped(r, .up) + 2
        return try spliced(key: Key(kind: 0, radius: r), width: width, height: height, ends: (end, end)) { w, h in
            try RoundedRect.mask(width: w, height: h, radius: Self.clamped(r, w, h))
        }
    }

    /// A one-band mask of a border `lineWidth` pixels wide along the inside of the same shape.
    func stroke(width: Int, height: Int, radius: Double, lineWidth: Double) throws -> VImage {
        let r = Self.clamped(radius, width, height)
        let end = WholeNumber.clamped(r + lineWidth, .up) + 2
        return try spliced(
            key: Key(kind: 1, radius: r, lineWidth: lineWidth), width: width, height: height, ends: (end, end)
        ) { w, h in
            try RoundedRect.strokeMask(width: w, height: h, radius: Self.clamped(r, w, h), lineWidth: lineWidth)
        }
    }

    /// The blurred silhouette (one band) of an opaque width × height rounded rectangle, offset by
    /// (dx, dy) in a box `padding` pixels larger on every side: what a CALayer shadow covers.
    func shadow(width: Int, height: Int, radius: Double, sigma: Double, padding: Int, dx: Int, dy: Int) throws -> VImage
    {
        let r = Self.clamped(radius, width, height)
        let reach = padding + WholeNumber.clamped(r + 4 * sigma, .up) + 2
        let key = Key(kind: 2, radius: r, sigma: sigma, padding: padding, dx: dx, dy: dy)
        return try spliced(
            key: key, width: width + 2 * padding, height: height + 2 * padding,
            ends: (reach + abs(dx), reach + abs(dy))
        ) { outerWidth, outerHeight in
            let inner = (width: outerWidth - 2 * padding, height: outerHeight - 2 * padding)
            let silhouette = try RoundedRect.mask(
                width: inner.width, height: inner.height, radius: Self.clamped(r, inner.width, inner.height)
            )
            .embedded(x: padding + dx, y: padding + dy, width: outerWidth, height: outerHeight)
            return try (sigma > 0 ? silhouette.blurred(sigma: sigma) : silhouette)
        }
    }

    /// A radius past half the shorter side draws the same shape (and must not overflow an end).
    private static func clamped(_ radius: Double, _ width: Int, _ height: Int) -> Double {
        radius.isNaN ? 0 : min(max(radius, 0), Double(min(width, height)) / 2)
    }

    /// The shape at width × height: made directly when small (or first asked for), else spliced
    /// from the one already made for this key, whose columns between `ends.x` and its width −
    /// `ends.x` are all alike, and rows between `ends.y` and its height − `ends.y`.
    private func spliced(
        key: Key, width: Int, height: Int, ends: (x: Int, y: Int), make: (Int, Int) throws -> VImage
    ) throws -> VImage {
        func direct() throws -> VImage { try make(width, height).materialized("drawing a shape") }
        guard width >= 2 * ends.x + 2, height >= 2 * ends.y + 2 else { return try direct() }
        let reference = try made.value(for: key) { try direct() }
        if reference.width == width, reference.height == height { return reference }
        let left = width / 2, right = width - left, top = height / 2, bottom = height - top
        // Every cut lies in the plain middle: each part keeps its own ends.
        guard left >= ends.x, right >= ends.x, left <= reference.width - ends.x, right <= reference.width - ends.x,
            top >= ends.y, bottom >= ends.y, top <= reference.height - ends.y, bottom <= reference.height - ends.y
        else {
            return try direct()
        }
        return try Self.corners(
            of: reference.inMemory("drawing a shape"), width: width, height: height, left: left, top: top)
    }

    /// The reference's top-left left × top pixels, its top-right, bottom-left and bottom-right
    /// parts, put together into a width × height image.
    private static func corners(of reference: VImage, width: Int, height: Int, left: Int, top: Int) throws -> VImage {
        precondition(reference.isEightBit, "shapes are 8-bit")
        let bands = reference.bands
        let memory = reference.memoryPixels
        let row = width * bands
        let out = allocatePixels(row * height).assumingMemoryBound(to: UInt8.self)
        let rightStart = (reference.width - (width - left)) * bands
        for y in 0..<height {
            let source = memory.pixels + (y < top ? y : reference.height - (height - y)) * memory.stride
            let target = out + y * row
            target.update(from: source, count: left * bands)
            (target + left * bands).update(from: source + rightStart, count: row - left * bands)
        }
        return try withExtendedLifetime(reference) {
            try VImage.taking(pixels: UnsafeMutableRawPointer(out), width: width, height: height, bands: bands)
        }
    }
}
