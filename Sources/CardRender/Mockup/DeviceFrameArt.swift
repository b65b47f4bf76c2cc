import CardGeometry

/// The device-like frame: a plain rounded body in the frame's colour with a soft shadow below,
/// and the screen's rounded corners. No maker's artwork: no notch, island or buttons.
struct DeviceFrameArt {
    /// Pixels per point of the mockup.
    var density: Double

    /// The body and its shadow as one premultiplied RGBA image, with the offset of the body's
    /// top-left corner inside it.
    func body(_ frame: MockupLayout.DeviceFrame, width: Int, height: Int, sceneScale: Double) throws -> (image: VImage, inset: Int) {
        let radius = frame.cornerRadius * sceneScale * density
        let mask = try RoundedRect.mask(width: width, height: height, radius: radius)
        let body = try Paint.fill(Color(red: frame.color.red, green: frame.color.green, blue: frame.color.blue), coverage: mask)
        // A soft shadow: the body's shape, blurred and moved down a little.
        let sigma = max(1, 10 * density)
        let drop = Int((6 * density).rounded())
        let inset = Int((3 * sigma).rounded(.up))
        let outer = (width: width + 2 * inset, height: height + 2 * inset + drop)
        let silhouette = try mask.embedded(x: inset, y: inset + drop, width: outer.width, height: outer.height).blurred(sigma: sigma)
        let shadow = try Paint.fill(.black, coverage: silhouette, opacity: 0.35)
        let image = try Paint.over(shadow, [(body, inset, inset)])
        return (image, inset)
    }

    /// The scene (premultiplied RGBA) clipped to the screen's rounded corners.
    func screen(_ scene: VImage, _ frame: MockupLayout.DeviceFrame, sceneScale: Double) throws -> VImage {
        let mask = try RoundedRect.mask(width: scene.width, height: scene.height, radius: frame.screenCornerRadius * sceneScale * density)
        return try Paint.clipped(scene, to: mask)
    }
}
