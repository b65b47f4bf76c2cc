/// The program that starts libvips.
public enum LibvipsProgram {
    /// Sets the path libvips is started with as the program's (`argv[0]`): GLib's program name,
    /// and where libvips first looks for its install prefix. Takes effect if set before anything
    /// is loaded or rendered; the default is "cardrender".
    public static func setPath(_ path: String) {
        VipsRuntime.programPath.withLock { $0 = path }
    }
}
