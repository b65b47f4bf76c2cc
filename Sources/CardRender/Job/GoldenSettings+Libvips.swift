import CardFormats
import CardImaging
import CardSettings

extension GoldenSettings {
    /// The settings a run with `settings` renders with, libvips's version included (libvips is
    /// loaded to ask it).
    public init(_ settings: RenderSettings) throws {
        let libvips: String
        libvips = try LibvipsVersion.current()
        self.init(settings, libvips: libvips)
    }
}
