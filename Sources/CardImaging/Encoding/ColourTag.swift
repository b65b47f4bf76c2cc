import CFrameKernels

/// What an image file says of its colours. Rendered frames and their exports say nothing, so
/// their bytes depend only on the pixels; marketing images (mockups and their animated exports)
/// are tagged sRGB, so store pipelines and browsers need not guess.
package enum ColourTag: Sendable {
    case untagged
    /// PNG: an `sRGB` chunk (perceptual intent) with the PNG specification's `gAMA` and `cHRM`
    /// for sRGB. WebP: libvips's built-in sRGB ICC profile. GIF has no colour tag.
    case sRGB

    /// The tag as `fk_png_encode_tagged` takes it.
    var pngKernelArgument: Int32 {
        switch self {
        case .untagged: Int32(FK_PNG_UNTAGGED)
        case .sRGB: Int32(FK_PNG_SRGB)
        }
    }

    /// The ICC profile libvips's WebP saver embeds, by libvips's own name for it.
    package var webpProfile: String? {
        switch self {
        case .untagged: nil
        case .sRGB: "srgb"
        }
    }
}
