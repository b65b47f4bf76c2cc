import CardGeometry
import Foundation

/// Turns a scene frame into pixels: every layer's prepared image moved into place with sub-pixel
/// precision and composited over the background.
///
/// Work is limited to what changes: only the rectangle the layers cover is composited (then
/// inserted into the background), and a run of bottom layers that several frames share is
/// composited once into a cached base.
final class FrameCompositor: Sendable {
    let scale: Double
    private let photos: PhotoLibrary
    private let painter: LayerPainter
    private let cache: LayerCache
    private let bases = BaseCache()

    init(scale: Double, photos: PhotoLibrary, cache: LayerCache = LayerCache()) {
        self.scale = scale
        self.photos = photos
        self.painter = LayerPainter(scale: scale, photos: photos)
        self.cache = cache
    }

    func pixelSize(of canvas: Size) -> (width: Int, height: Int) {
        Self.pixelSize(canvas, scale)
    }

    static func pixelSize(_ canvas: Size, _ scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((canvas.width * scale).rounded())), max(1, Int((canvas.height * scale).rounded())))
    }

    /// The frame as 8-bit sRGB, computed into memory: RGB when the background is opaque, RGBA
    /// otherwise. `sharedLayers` bottom layers are the same in a neighbouring frame: they are
    /// composited once (rounded to 8 bits) and reused, so the caller must derive it from the
    /// animation alone (never from threads or shards) for the bytes to be reproducible.
    func render(_ frame: SceneFrame, sharedLayers: Int = 0) throws -> VImage {
        let shared = min(max(sharedLayers, 0), frame.layers.count)
        let base = shared > 0 ? try sharedBase(frame, layers: shared) : try background(frame)
        let composed = try compose(Array(frame.layers[shared...]), over: base, canvas: frame.canvas)
        let output = frame.background.isOpaque ? try composed.bands(0, count: 3) : try composed.unpremultiplied().castUChar()
        return try output.materialized("rendering a frame")
    }

    /// `layers` over `base` (premultiplied 8-bit RGBA of the canvas size), recomputing only the
    /// rectangle they cover.
    private func compose(_ layers: [Layer], over base: VImage, canvas: Size) throws -> VImage {
        let canvasRect = PixelRect(x: 0, y: 0, width: base.width, height: base.height)
        var placed: [(image: VImage, window: PixelRect)] = []
        for layer in layers where layer.alpha > 0 && layer.scale > 0 {
            let prepared = try prepared(layer.look)
            var image = prepared.image
            if layer.alpha < 1 {
                // Premultiplied: fading scales every band alike.
                image = try image.linear([layer.alpha], [0])
            }
            let placement = LayerPlacement(layer: layer, prepared: prepared, scale: scale)
            let window = placement.bounds(width: image.width, height: image.height).intersection(canvasRect)
            if window.isEmpty { continue }
            let offsets = placement.vipsOffsets
            placed.append((try image.affine(placement.a, placement.b, placement.c, placement.d,
                                            odx: offsets.odx, ody: offsets.ody, window: window), window))
        }
        guard let first = placed.first else { return base }
        let dirty = placed.dropFirst().reduce(first.window) { $0.union($1.window) }
        let patch = try VImage.compositeOver(
            [try base.cropped(left: dirty.x, top: dirty.y, width: dirty.width, height: dirty.height)] + placed.map(\.image),
            offsets: [(0, 0)] + placed.map { ($0.window.x - dirty.x, $0.window.y - dirty.y) })
        return try base.inserting(try patch.castUChar(), x: dirty.x, y: dirty.y)
    }

    /// The background and the frame's first `count` layers, composited once and kept while frames
    /// that share them are rendered.
    private func sharedBase(_ frame: SceneFrame, layers count: Int) throws -> VImage {
        let key = BaseCache.Key(canvas: frame.canvas, background: frame.background, layers: Array(frame.layers.prefix(count)))
        return try bases.base(for: key) {
            try compose(key.layers, over: background(frame), canvas: frame.canvas).materialized("compositing shared layers")
        }
    }

    private func prepared(_ look: LayerLook) throws -> PreparedLayer {
        try cache.layer(for: look) { try painter.paint(look) }
    }

    /// The canvas filled with the background colour, premultiplied 8-bit RGBA.
    private func background(_ frame: SceneFrame) throws -> VImage {
        let size = pixelSize(of: frame.canvas)
        return try Paint.solid(frame.background, width: size.width, height: size.height)
    }
}
