import CardGeometry

/// `UIBlurEffect(style: .light)` over a photo: a Gaussian blur and a light frosted tint.
enum BlurArt {
    static let tint = Color(red: 1, green: 1, blue: 1, alpha: 0.3)

    /// `radius` in pixels, taken as the blur's sigma.
    static func paint(photo: VImage, radius: Double, width: Int, height: Int) throws -> VImage {
        var image = try photo.thumbnail(width: width, height: height, crop: true)
        if radius > 0 { image = try image.blurred(sigma: radius).castUChar() }
        return try Paint.over(Paint.opaque(image), [(try Paint.solid(tint, width: width, height: height), 0, 0)])
    }
}
