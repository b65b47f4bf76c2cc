/// Where frames were being drawn when drawing failed: a run's output folder, or memory.
public enum RenderDestination: Sendable, Equatable, CustomStringConvertible {
    /// The output folder of a `RenderJob`, by its path.
    case folder(String)
    /// Memory: a `FrameRenderer` drawing pixels or PNG bytes, with no folder.
    case memory

    /// The folder's path, or `memory`, as a message starts with it.
    public var description: String {
        switch self {
        case let .folder(path): path
        case .memory: "memory"
        }
    }
}
