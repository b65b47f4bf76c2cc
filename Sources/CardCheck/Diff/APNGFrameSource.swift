/// A frame of an APNG standing where a pair expects a PNG file: the run writes it out as a PNG
/// (`APNGFrameExpansion`) before the pair is compared, unless its checksum shows it unchanged.
public struct APNGFrameSource: Sendable, Equatable {
    /// The APNG's path.
    public var file: String
    /// The compared folder the APNG lies in (nothing below it is followed); nil: a file the user named.
    public var folder: String?
    /// The frame's index in the animation at `fps`: a frame the APNG shows for three frame times
    /// stands for three indices.
    public var index: Int
    /// The frame rate the APNG's delays are counted in.
    public var fps: Int
    /// The APNG's frames at `fps`, when known before it is decoded.
    public var frames: Int? = nil
    /// What the golden index recorded of the frame and its APNG, when it did.
    public var recorded: Recorded?

    /// The checksums a golden index recorded: the frame is the rendered file with `frameCRC64`
    /// while the APNG still has `fileBytes` bytes with `fileCRC64`.
    public struct Recorded: Sendable, Equatable {
        /// CRC-64 of the rendered PNG the frame was recorded from.
        public var frameCRC64: String
        /// The APNG's size when it was recorded.
        public var fileBytes: Int
        /// CRC-64 of the APNG when it was recorded.
        public var fileCRC64: String
    }
}
