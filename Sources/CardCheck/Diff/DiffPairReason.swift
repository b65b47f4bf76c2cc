import CardFoundation

extension DiffPairResult {
    /// One file of a pair: the expected one (the golden file, the recorded snapshot) or the actual one.
    public enum Side: String, Sendable, Equatable, CaseIterable {
        /// EXPECTED: the golden file or recorded snapshot.
        case expected
        /// ACTUAL: the file rendered now.
        case actual
    }

    /// Why a pair is an error (`Kind.error`): which file could not be compared, and why. Reports
    /// write it as one line of text (`description`), and a report read back keeps only that line
    /// (`reported`).
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file on `side`, at `path`, cannot be read or decoded as a PNG: for `.expected`, the
        /// golden file needs recording again.
        case unreadable(Side, path: String, problem: ComparedFileProblem)
        /// A PNG on `side` whose path is not UTF-8, so no report could name it.
        case unnameable(Side, path: String)
        /// A folder on `side` could not be listed (`code`: the system's error number), so its PNGs
        /// are not compared.
        case unlistable(Side, folder: String, code: Int32)
        /// A reason read back from a report, where only its words are kept.
        case reported(String)

        /// Why a name that is not UTF-8 cannot be compared, after its path.
        static let notUTF8Problem =
            "the name is not UTF-8; cardrender compares only files it can name in its reports: rename it"

        /// The reason in one line, starting with the path of the file or folder it concerns.
        public var description: String {
            switch self {
            case let .unreadable(_, path, problem): "\(path): \(problem)"
            case let .unnameable(_, path): "\(path): \(Self.notUTF8Problem)"
            case let .unlistable(_, folder, code):
                "\(folder): cannot list the folder (\(SystemReason.describe(code))); its PNGs are not compared"
            case let .reported(text): text
            }
        }

        /// The side whose file or folder is at fault; nil for a reason read back from a report.
        public var side: Side? {
            switch self {
            case let .unreadable(side, _, _), let .unnameable(side, _), let .unlistable(side, _, _): side
            case .reported: nil
            }
        }
    }
}

/// In a report the reason is its line of text, as it always was.
extension DiffPairResult.Reason: Codable {
    /// Reads the line of text a report holds, as `reported`.
    public init(from decoder: any Decoder) throws {
        self = .reported(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the reason as its line of text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
