/// Why one file of a pair cannot be compared, found before or while its pixels are decoded. The
/// description is the problem without the file's path.
public enum ComparedFileProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be opened or read as a plain file: a link below a compared folder, a folder
    /// or special file, no permission, a read that failed. `cause` is the error met.
    case inaccessible(FailureCause)
    /// Its first bytes are not the PNG signature.
    case notPNG
    /// The PNG signature is not followed by the IHDR chunk that must start a PNG.
    case noHeader
    /// The size its header declares is refused before anything is decoded (no pixels, a side
    /// libvips cannot read, more pixels than the limit); `problem` words it with the numbers.
    case refusedSize(width: Int, height: Int, problem: String)
    /// Its chunks do not hold together: cut short, a CRC that does not match, chunks out of place;
    /// `problem` in the PNG checker's words (`truncated PNG: …`, `corrupt PNG: …`).
    case damaged(String)
    /// Its pixels do not decode; `problem` in the decoder's words.
    case undecodable(String)

    /// The problem in a few words, as a report shows it after the file's path.
    public var description: String {
        switch self {
        case let .inaccessible(cause): "\(cause)"
        case .notPNG: "not a PNG file"
        case .noHeader: "not a readable PNG (no IHDR chunk where the PNG header must start)"
        case let .refusedSize(_, _, problem): problem
        case let .damaged(problem): problem
        case let .undecodable(problem): "not a readable PNG (\(problem))"
        }
    }
}

/// A compared file that cannot be used, thrown while a pair is read and decoded; the pair becomes
/// an error whose reason says which side it is.
struct UnusableComparedFile: Error, CustomStringConvertible {
    var path: String
    var problem: ComparedFileProblem

    var description: String { "\(path): \(problem)" }

    /// The pair's reason, for the file on `side`.
    func reason(_ side: DiffPairResult.Side) -> DiffPairResult.Reason {
        .unreadable(side, path: path, problem: problem)
    }
}
