import CVipsShim

/// The libvips this process draws with ("8.15.1"). Golden folders record it: another version
/// may resample or blur a photo a little differently.
package enum LibvipsVersion {
    /// Loads libvips when nothing has yet; throws when it cannot be loaded.
    package static func current() throws -> String {
        var major: Int32 = 0, minor: Int32 = 0, micro: Int32 = 0
        guard cr_vips_version(&major, &minor, &micro) == 0 else {
            throw VipsFailure(step: "loading libvips", detail: VipsRuntime.takeErrorDetail())
        }
        return "\(major).\(minor).\(micro)"
    }
}
