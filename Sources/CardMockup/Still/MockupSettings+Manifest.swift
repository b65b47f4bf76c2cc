import CardFormats
import CardSettings

extension MockupSettings {
    /// What a mockup's manifest says of how it was made: the format as the size, its density.
    var manifestSettings: Manifest.Settings {
        Manifest.Settings(
            size: format.name, scale: resolvedDensity, fps: 0, seed: seed, pngCompression: pngCompression.code)
    }
}
