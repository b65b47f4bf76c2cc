import CardGeometry
import CardImaging
import CardRender

/// The device-like frame: a plain rounded body in the frame's colour with a soft shadow below,
/// the screen's rounded corners and the camera island. No maker's artwork: no buttons or logos.
/// A screen shown without a frame gets the same rounded corners and shadow.
struct DeviceFrameArt {
    /// Pixels per point of the mockup.
    var density: Double

    /// The body and its shadow as one premultiplied RGBA image, with the offset of the body's
    /// top-left corner inside it.
    func body(
        _ frame: MockupLayout.DeviceFrame, width: Int, height: Int, sceneScale: Double
    ) throws -> (image: VImage, inset: Int) {
        let mask = try RoundedRect.mask(width: width, height: height, radius: frame.cornerRadius * sceneScale * density)
        let body = try Paint.fill(
            Color(red: frame.color.red, green: frame.color.green, blue: frame.color.blue), coverage: mask)
        return try shadowed(body, mask: mask)
    }

    /// A frameless screen's shadow under its rounded shape, with the offset of the screen inside it.
    func screenShadow(width: Int, height: Int, radius: Double) throws -> (image: VImage, inset: Int) {
        let mask = try RoundedRect.mask(width: width, height: height, radius: radius * density)
        return try shadowed(nil, mask: mask)
    }

    /// A soft shadow: the shape, blurred and moved down a little; `image` over it when given.
    private func shadowed(_ image: VImage?, mask: VImage) throws -> (image: VImage, inset: Int) {
        let sigma = max(1, 10 * density)
        let drop = WholeNumber.clamped(6 * density)
        let inset = WholeNumber.clamped(3 * sigma, .up)
        let outer = (width: mask.width + 2 * inset, height: mask.height + 2 * inset + drop)
        let silhouette = try mask.embedded(x: inset, y: inset + drop, width: outer.width, height: outer.height).blurred(
            sigma: sigma)
        let shadow = try Paint.fill(.black, coverage: silhouette, opacity: 0.35)
        guard let image else { return (shadow, inset) }
        return (try Paint.over(shadow, [(image, inset, inset)]), inset)
    }

    /// The scene (premultiplied RGBA) with the camera island drawn on it, clipped to the screen's
    /// rounded corners; `radius` in scene points, `scale` the scene's pixels per point.
    func screen(
        _ scene: VImage, radius: Double, island: DeviceClass.Island?, canvas: Size, scale: Double
    ) throws -> VImage {
        var scene = scene
        if let island {
            let landscape = canvas.width > canvas.height
            // Turned sideways, the island stands at the left edge, along the screen's height.
            let size = landscape ? Size(width: island.size.height, height: island.size.width) : island.size
            let origin =
                landscape
                ? Point(x: island.top, y: (canvas.height - size.height) / 2)
                : Point(x: (canvas.width - size.width) / 2, y: island.top)
            let w = max(1, WholeNumber.clamped(size.width * scale)),
                h = max(1, WholeNumber.clamped(size.height * scale))
            let pill = try Paint.fill(
                .black, coverage: try RoundedRect.mask(width: w, height: h, radius: Double(min(w, h)) / 2))
            scene = try Paint.over(
                scene, [(pill, WholeNumber.clamped(origin.x * scale), WholeNumber.clamped(origin.y * scale))])
        }
        let mask = try RoundedRect.mask(width: scene.width, height: scene.height, radius: radius * scale)
        return try Paint.clipped(scene, to: mask)
    }
}
