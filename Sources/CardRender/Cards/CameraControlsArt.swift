import CardGeometry
import CardImaging

/// The camera screen's controls layer (the side-card article's transparent first child): a white
/// shutter ring above the bottom edge and a small flash button in the top trailing corner, on a
/// transparent layer.
struct CameraControlsArt {
    var scale: Double
    /// Right to left, the flash button is at the top left.
    var rightToLeft = false
    var shutterDiameter = 74.0
    var shutterBottom = 110.0
    var buttonDiameter = 34.0
    var buttonInset = 20.0

    func paint(width: Int, height: Int) throws -> VImage {
        let clear = try Paint.solid(Color(red: 0, green: 0, blue: 0, alpha: 0), width: width, height: height)
        let shutter = max(2, WholeNumber.clamped(shutterDiameter * scale))
        let ring = try Paint.fill(.white, coverage: Paint.circle(diameter: shutter, lineWidth: 6 * scale))
        let button = max(2, WholeNumber.clamped(buttonDiameter * scale))
        let dot = try Paint.fill(
            Color(red: 1, green: 1, blue: 1, alpha: 0.35), coverage: Paint.circle(diameter: button))
        let inset = WholeNumber.clamped(buttonInset * scale)
        return try Paint.over(
            clear,
            [
                (ring, (width - shutter) / 2, height - WholeNumber.clamped(shutterBottom * scale) - shutter / 2),
                (dot, rightToLeft ? inset : width - inset - button, WholeNumber.clamped(60 * scale))
            ])
    }
}
