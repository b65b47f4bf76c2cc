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
    /// Set when the pair cannot be compared at all (a name that is not UTF-8, a folder that cannot
    /// be listed): the pair is an error with this reason, and no file is opened.
    public var problem: DiffPairResult.Reason?
    /// The expected side is a frame of an APNG: `expected` names where it is written out as a PNG
    /// before the pair is compared (see `APNGFrameExpansion`).
    public var expectedFrame: APNGFrameSource?
    /// The actual side is a frame of an APNG, as `expectedFrame` is.
    public var actualFrame: APNGFrameSource?
    /// Where `expected` and `actual` were written out from APNGs, relative to the diff's output
    /// folder (for the reports); nil: not written there.
    var expandedExpected: String?
    var expandedActual: String?
    /// Known to hold the same frame without comparing it (checksums recorded for an APNG frame).
    var knownIdentical = false

    /// A pair of `expected` and `actual` under `path`.
    public init(
        path: String, expected: String?, actual: String?, alternatives: [String] = [],
        expectedFolder: String? = nil, actualFolder: String? = nil, problem: DiffPairResult.Reason? = nil
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
