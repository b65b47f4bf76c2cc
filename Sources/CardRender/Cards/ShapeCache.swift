/// Rounded-rectangle masks and their blurred shadows, made once per height and spliced for
/// other widths.
///
/// Why: far from its rounded ends, every column of a rounded rectangle (and of its blur) is the
/// same. A shape of another width is the left part of a made one joined to its right part, which
/// is exact and costs no rasterising or blurring; a deck re-laying out asks for a new width every
/// frame.
final class ShapeCache: Sendable {
    private struct Key: Hashable, Sendable {
        var kind: Int
        var height: Int
        var radius: Double
        var sigma: Double
        var padding: Int
        var dx: Int
        var dy: Int
    }

    private let made = RecentCache<Key, VImage>(capacity: 16)

    /// A one-band mask, 255 inside a width × height rectangle with corners of `radius` pixels.
    func mask(width: Int, height: Int, radius: Double) throws -> VImage {
        let r = min(max(radius, 0), Double(min(width, height)) / 2)
        let key = Key(kind: 0, height: height, radius: r, sigma: 0, padding: 0, dx: 0, dy: 0)
        // Columns closer than this to an end are not all alike.
        let end = Int(r.rounded(.up)) + 2
        return try spliced(key: key, width: width, end: end) { w in try RoundedRect.mask(width: w, height: height, radius: r) }
    }

    /// The blurred silhouette (one band) of an opaque width × height rounded rectangle, offset by
    /// (dx, dy) in a box `padding` pixels larger on every side: what a CALayer shadow covers.
    func shadow(width: Int, height: Int, radius: Double, sigma: Double, padding: Int, dx: Int, dy: Int) throws -> VImage {
        // A radius past half the shorter side draws the same shape (and must not overflow `end`).
        let radius = radius.isNaN ? 0 : min(max(radius, 0), Double(min(width, height)) / 2)
        let key = Key(kind: 1, height: height, radius: radius, sigma: sigma, padding: padding, dx: dx, dy: dy)
        let end = padding + abs(dx) + Int((radius + 4 * sigma).rounded(.up)) + 2
        return try spliced(key: key, width: width + 2 * padding, end: end) { outer in
            let inner = outer - 2 * padding
            let silhouette = try mask(width: inner, height: height, radius: radius)
                .embedded(x: padding + dx, y: padding + dy, width: outer, height: height + 2 * padding)
            return try (sigma > 0 ? silhouette.blurred(sigma: sigma) : silhouette)
        }
    }

    /// The shape at `width`: made directly when narrow (or first asked for), else spliced from the
    /// one already made for this key, whose columns between `end` and width − `end` are all alike.
    private func spliced(key: Key, width: Int, end: Int, make: (Int) throws -> VImage) throws -> VImage {
        guard width >= 2 * end + 2 else { return try make(width).materialized("drawing a shape") }
        let reference = try made.value(for: key) { try make(width).materialized("drawing a shape") }
        if reference.width == width { return reference }
        guard reference.width >= 2 * end + 2 else { return try make(width).materialized("drawing a shape") }
        let left = width / 2, right = width - left
        // Both cut points lie in the plain middle: the left part keeps the left end, the right part the right end.
        guard left >= end, right >= end, left <= reference.width - end, right <= reference.width - end else {
            return try make(width).materialized("drawing a shape")
        }
        let leftPart = try reference.cropped(left: 0, top: 0, width: left, height: reference.height)
        let rightPart = try reference.cropped(left: reference.width - right, top: 0, width: right, height: reference.height)
        // Side by side (arrayjoin would pad the narrower part of an odd width to a full cell).
        return try leftPart.embedded(x: 0, y: 0, width: width, height: reference.height).inserting(rightPart, x: left, y: 0)
    }
}
