import CardFoundation
import CardSettings
import Foundation

/// Two files to compare, found by the same relative path under EXPECTED and ACTUAL; one side is
/// nil when the file exists on the other side only.
public struct DiffPair: Sendable, Equatable {
    /// Relative path with `/` separators (for two files: the expected file's name).
    public var path: String
    /// The expected file's path; nil when only ACTUAL has it.
    public var expected: String?
    /// The actual file's path; nil when only EXPECTED has it.
    public var actual: String?
    /// Other accepted expected files (golden variants): the pair passes when the actual file
    /// matches `expected` or any of these.
    public var alternatives: [String] = []
    /// The compared folder the expected files (alternatives included) lie in: below it no link
    /// is followed (see `ComparedFile`). nil: a file the user named.
    public var expectedFolder: String?
    /// The compared folder the actual file lies in, guarded as `expectedFolder` is; nil: a file
    /// the user named.
    public var actualFolder: String?
    /// Set when the pair cannot be compared at all (a name that is not UTF-8): the pair is an
    /// error with this reason, and no file is opened.
    public var problem: String?

    /// A pair of `expected` and `actual` under `path`.
    public init(
        path: String, expected: String?, actual: String?, alternatives: [String] = [],
        expectedFolder: String? = nil, actualFolder: String? = nil, problem: String? = nil
    ) {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.alternatives = alternatives
        self.expectedFolder = expectedFolder
        self.actualFolder = actualFolder
        self.problem = problem
    }

    var expectedFile: ComparedFile? { expected.map { ComparedFile(path: $0, folder: expectedFolder) } }

    /// The pair with `expected` (a golden variant) as its only expected file.
    func comparing(_ expected: String) -> DiffPair {
        var pair = self
        pair.expected = expected
        pair.alternatives = []
        return pair
    }
    var actualFile: ComparedFile? { actual.map { ComparedFile(path: $0, folder: actualFolder) } }
}

/// Why a diff or a golden check cannot run at all: a usage or I/O problem (exit status 2).
public struct DiffFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong. The cases that carry data are those a front end words in its own
    /// terms (they concern folders it names by option); `.other` holds any other message whole.
    public enum Reason: Sendable, Equatable {
        /// The golden folder is the output folder, lies inside it or holds it.
        case goldenOverlapsOutput(golden: String, output: String)
        /// The golden folder to check is not there.
        case goldenMissing(golden: String)
        /// What stands where a diff writes its report.json is not an earlier diff's report;
        /// `largerThanMB`: it was too large to read.
        case notADiffReport(path: String, largerThanMB: Int?)
        /// A file where a diff writes that no earlier diff provably wrote.
        case unclaimedDiffFile(path: String)
        /// The diff's output folder is one side of the comparison (`side`: EXPECTED or ACTUAL, at
        /// `path`), lies inside it or holds it.
        case outputOverlapsSide(output: String, side: String, path: String)
        /// An option is outside what a comparison accepts (`DiffOptions.validate()`).
        case invalidSetting(InvalidSetting)
        case other(String)
    }

    /// What went wrong.
    public var reason: Reason

    /// A failure for `reason`.
    public init(_ reason: Reason) { self.reason = reason }
    /// A failure with this message, whole.
    public init(_ description: String) { reason = .other(description) }

    /// Why an earlier report cannot be replaced, without its last words, which say where else to write.
    public static let notAReportProblem =
        "not a cardrender diff report; cardrender writes its reports only where its own earlier reports are"
    /// Why an unclaimed file cannot be replaced, without its last words.
    public static let unclaimedFileProblem =
        "exists and no earlier cardrender diff wrote it (its report.json does not record these bytes); "
        + "cardrender replaces only its own diff images and reports"

    /// The failure in one line, naming the folder or file it concerns.
    public var description: String {
        switch reason {
        case let .goldenOverlapsOutput(golden, output):
            "\(golden): the golden folder and the output folder \(output) may not be the same or one inside the other"
        case let .goldenMissing(golden): "\(golden): no such folder (record it first)"
        case let .notADiffReport(path, nil): "\(path): \(Self.notAReportProblem), so choose another output folder"
        case let .notADiffReport(path, size?):
            "\(path): larger than \(size) MB; \(Self.notAReportProblem), so choose another output folder"
        case let .unclaimedDiffFile(path): "\(path): \(Self.unclaimedFileProblem): choose another output folder"
        case let .outputOverlapsSide(output, side, path):
            "the output folder \(output): may not be \(side) (\(path)), inside it, or hold it; choose a folder apart from both"
        case let .invalidSetting(invalid): "\(invalid)"
        case let .other(message): message
        }
    }
}
