/// A file where a run writes that no cardrender manifest in the output folder lists: someone
/// else's, so it is never replaced. `others`: how many more such files there are.
public struct UnclaimedOutputFile: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first such file, as a full path.
    public var path: String
    /// The output folder the run was to write into.
    public var folder: String
    /// How many more unlisted files the run would have replaced besides `path`.
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

    /// The whole message: the problem and what to do about it.
    public var description: String { "\(problem): move it away or choose another output folder" }
}
