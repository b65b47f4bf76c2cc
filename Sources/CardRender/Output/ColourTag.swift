import CFrameKernels

/// What an image file says of its colours. Rendered frames say nothing, so their bytes depend
/// only on the pixels; marketing images (mockups) are tagged sRGB, so store pipelines and
/// browsers need not guess.
enum ColourTag: Sendable {
    case untagged
    /// PNG: an `sRGB` chunk (perceptual intent) with the PNG specification's `gAMA` and `cHRM`
    /// for sRGB.
    case sRGB

    /// The tag as `fk_png_encode_tagged` takes it.
    var pngKernelArgument: Int32 {
        switch self {
        case .untagged: Int32(FK_PNG_UNTAGGED)
        case .sRGB: Int32(FK_PNG_SRGB)
        }
    }
}
