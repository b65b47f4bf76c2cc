/// A file where a run writes that no cardrender manifest in the output folder lists: someone
/// else's, so it is never replaced. `others`: how many more such files there are.
public struct UnclaimedOutputFile: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var folder: String
    public var others: Int

    package init(path: String, folder: String, others: Int) {
        self.path = path
        self.folder = folder
        self.others = others
    }

    /// The message without its last words, which say where else to write.
    public var problem: String {
        "\(path): exists and no cardrender manifest in \(folder) lists it\(others > 0 ? " (and \(others) more)" : "")"
            + "; cardrender replaces only files it wrote"
    }

    public var description: String { "\(problem): move it away or choose another output folder" }
}
