import CardFoundation
import CardGeometry
import CardImaging

/// Turns a scene frame into pixels: every layer's prepared image moved into place with sub-pixel
/// precision (bilinear) and composited over the background, premultiplied, in 8-bit integers.
///
/// Layers are painted once by libvips (`LayerPainter`, cached); placing them is the per-frame
/// work, done by `fk_draw_layer` over the pixels each layer covers. A run of bottom layers that
/// several frames share is composited once into a cached base.
package final class FrameCompositor: Sendable {
    let scale: Double
    private let photos: PhotoLibrary
    private let painter: LayerPainter
    private let cache: LayerCache
    /// Composited bottom layers that a run of frames shares (the cards behind the one being
    /// dragged), kept for the few frames that need them: frames rendered in parallel each need at
    /// most one base; a few more cover stretch changes.
    private let bases = RecentCache<FrameContent, Canvas>(capacity: 2)

    /// Whether pixels that a later opaque layer covers are left out of the layers beneath (the
    /// bytes are the same either way; off only to check that).
    let skipsHiddenPixels: Bool

    package init(scale: Double, photos: PhotoLibrary, cache: LayerCache = LayerCache(), skipsHiddenPixels: Bool = true)
    {
        self.skipsHiddenPixels = skipsHiddenPixels
        self.scale = scale
        self.photos = photos
        self.painter = LayerPainter(scale: scale, photos: photos)
        self.cache = cache
    }

    func pixelSize(of canvas: Size) -> (width: Int, height: Int) {
        Self.pixelSize(canvas, scale)
    }

    static func pixelSize(_ canvas: Size, _ scale: Double) -> (width: Int, height: Int) {
        (max(1, WholeNumber.clamped(canvas.width * scale)), max(1, WholeNumber.clamped(canvas.height * scale)))
    }

    /// The frame as 8-bit sRGB in memory: RGB when the background is opaque, RGBA otherwise.
    /// `sharedLayers` bottom layers are the same in a neighbouring frame: they are composited once
    /// and reused. The bytes are the same either way (integer compositing is exact), but the
    /// caller should still derive it from the animation alone. `position` is the frame's index in
    /// the plan the layer cache was given, if any.
    package func render(_ frame: SceneFrame, sharedLayers: Int = 0, position: Int? = nil) throws -> VImage {
        try compose(frame, sharedLayers: sharedLayers, position: position).image()
    }

    /// The frame on its way to a file (see `render`): an opaque one stays a canvas, to be encoded
    /// without an RGB copy.
    func compose(_ frame: SceneFrame, sharedLayers: Int = 0, position: Int? = nil) throws -> ComposedFrame {
        let pixels = frame.canvas.width * scale * frame.canvas.height * scale
        guard pixels.isFinite, pixels <= PixelBudget.maxCanvasPixels else {
            throw PixelBudget.Overrun.composedFrame(
                width: frame.canvas.width, height: frame.canvas.height, scale: scale)
        }
        return try Trace.span(.compose, "t=\(frame.time) (\(frame.layers.count) layers)") {
            try composite(frame, sharedLayers: sharedLayers, position: position)
        }
    }

    private func composite(_ frame: SceneFrame, sharedLayers: Int, position: Int?) throws -> ComposedFrame {
        let shared = min(max(sharedLayers, 0), frame.layers.count)
        let canvas = shared > 0 ? try sharedBase(frame, layers: shared, position: position).copy() : background(frame)
        try draw(
            frame.layers[shared...], of: frame, on: canvas, position: position,
            skippingHidden: skipsHiddenPixels)
        return frame.background.isOpaque ? .opaque(canvas) : .image(try canvas.intoFrame(opaque: false))
    }

    /// Draws `layers` bottom first. With `skippingHidden`, each leaves out what the opaque layers
    /// above it cover (found top first). A cached base is drawn whole: later frames reuse it
    /// under other layers.
    private func draw(
        _ layers: ArraySlice<Layer>, of frame: SceneFrame, on canvas: Canvas, position: Int?,
        skippingHidden: Bool = false
    ) throws {
        let shown = layers.filter { $0.alpha > 0 && $0.scale > 0 }
        let placed = zip(shown, try prepare(shown, of: frame, position: position)).map { layer, prepared in
            (
                prepared: prepared, placement: LayerPlacement(layer: layer, prepared: prepared, scale: scale),
                alpha: layer.alpha
            )
        }
        var hidden: [HiddenPixels?] = Array(repeating: nil, count: placed.count)
        if skippingHidden, placed.count > 1 {
            var covered = HiddenPixels(width: canvas.width, height: canvas.height)
            for index in placed.indices.reversed() {
                let layer = placed[index]
                if !covered.isEmpty { hidden[index] = covered }
                guard index > 0, !layer.prepared.opaqueBoxes.isEmpty, (layer.alpha * 255).rounded() >= 255,
                    let inverse = layer.placement.inverse
                else { continue }
                let bounds = layer.placement.bounds(
                    width: layer.prepared.image.width, height: layer.prepared.image.height)
                covered.cover(layer.prepared, inverse: inverse, rows: bounds.y..<(bounds.y + bounds.height))
            }
        }
        for (layer, hidden) in zip(placed, hidden) {
            canvas.draw(layer.prepared, placement: layer.placement, alpha: layer.alpha, hidden: hidden)
        }
    }

    /// The layers' prepared images. Those another thread is painting are waited for last, so two
    /// frames that start an animation side by side share the painting of its new layers.
    private func prepare(_ layers: [Layer], of frame: SceneFrame, position: Int?) throws -> [PreparedLayer] {
        let looks = layers.map { $0.look(in: frame) }
        let painted = looks.map { PaintedLook($0, scale: scale) }
        var prepared = try layers.indices.map { index in
            try cache.layerUnlessBeingPainted(for: painted[index], at: position) { try painter.paint(looks[index]) }
        }
        for index in layers.indices where prepared[index] == nil {
            prepared[index] = try cache.layer(for: painted[index], at: position) { try painter.paint(looks[index]) }
        }
        return prepared.map { $0! }
    }

    /// The background and the frame's first `count` layers, composited once and kept while frames
    /// that share them are rendered.
    private func sharedBase(_ frame: SceneFrame, layers count: Int, position: Int?) throws -> Canvas {
        let key = FrameContent(frame, bottomLayers: count)
        return try bases.value(for: key) {
            let base = background(frame)
            try draw(frame.layers.prefix(count), of: frame, on: base, position: position)
            return base
        }
    }

    /// The canvas filled with the background colour.
    private func background(_ frame: SceneFrame) -> Canvas {
        let size = pixelSize(of: frame.canvas)
        return Canvas.filled(frame.background, width: size.width, height: size.height)
    }
}
