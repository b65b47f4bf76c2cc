import CardGeometry
import CardImaging

/// `UIBlurEffect(style: .light)` over a photo: a Gaussian blur and a light frosted tint.
enum BlurArt {
    static let tint = Color(red: 1, green: 1, blue: 1, alpha: 0.3)

    /// `radius` in pixels, taken as the blur's sigma.
    ///
    /// Like UIBlurEffect, it blurs a shrunk copy: a Gaussian of sigma s over the photo shrunk
    /// k-fold, scaled back up, is the same soft picture as one of sigma k·s at full size, for
    /// about k² times less work (a full-screen backdrop took a second). The shrunk copy keeps a
    /// sigma of at least 4 pixels, so scaling it up adds no visible steps.
    static func paint(photo: VImage, radius: Double, width: Int, height: Int) throws -> VImage {
        let shrink = radius >= 8 ? min(8, WholeNumber.clamped(radius / 4, .towardZero)) : 1
        let small = (width: (width + shrink - 1) / shrink, height: (height + shrink - 1) / shrink)
        var image = try photo.thumbnail(width: small.width, height: small.height, crop: true)
        if radius > 0 { image = try image.blurred(sigma: radius / Double(shrink)).castUChar() }
        if shrink > 1 {
            image = try image.resized(by: Double(shrink)).castUChar()
            image = try image.cropped(
                left: (image.width - width) / 2, top: (image.height - height) / 2, width: width, height: height)
        }
        return try Paint.over(Paint.opaque(image), [(try Paint.solid(tint, width: width, height: height), 0, 0)])
    }
}
