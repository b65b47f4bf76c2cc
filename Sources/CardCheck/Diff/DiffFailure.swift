import CardFoundation
import CardImaging
import CardSettings

/// Why a diff or a golden check cannot run at all: a usage or I/O problem (exit status 2). A
/// caller tells the problems apart by `reason`'s case; `description` words it for people.
public struct DiffFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the folder or file it concerns, and the error that caused it where
    /// there is one.
    public enum Reason: Sendable, Equatable {
        /// The golden folder is the output folder, lies inside it or holds it.
        case goldenOverlapsOutput(golden: String, output: String)
        /// The golden folder is an input folder, lies inside it or holds it.
        case goldenOverlapsInput(golden: String, input: String)
        /// The golden folder to check is not there.
        case goldenMissing(golden: String)
        /// The golden folder cannot be listed or entered (`code`: the system's error number).
        case goldenUnreadable(golden: String, code: Int32)
        /// The golden folder to record into cannot be written (`code`: the system's error number).
        case goldenNotWritable(golden: String, code: Int32)
        /// What stands at the golden folder's path is not a folder.
        case goldenNotAFolder(golden: String)
        /// The golden folder's `golden.json` is a folder, link or special file.
        case goldenIndexNotAFile(path: String)
        /// The golden folder's `golden.json` cannot be read (too large, no permission).
        case goldenIndexUnreadable(path: String, FailureCause)
        /// The golden folder's `golden.json` is not an index cardrender wrote; `problem` says what
        /// in it is wrong.
        case notAGoldenIndex(path: String, problem: String)
        /// The golden folder's `golden.json` has a format this cardrender does not read (it reads
        /// those in `readable`).
        case goldenIndexFormat(path: String, format: Int, readable: ClosedRange<Int>)
        /// A golden file a recording would write lies outside the golden folder (`problem`: how its
        /// path leaves it).
        case recordingOutsideGolden(path: String, problem: String, golden: String)
        /// A file where a recording writes that cardrender did not record (not in the golden
        /// folder's index, the file named `index`).
        case unindexedGoldenFile(path: String, index: String)
        /// A folder, link or special file where a recording writes a golden file.
        case goldenFileNotPlain(path: String)
        /// Recording into the golden folder failed: it could not be locked (another run records
        /// into it), or a file could not be written or removed.
        case recordingFailed(golden: String, FailureCause)
        /// A rendered file to record could not be read from the output folder.
        case renderedFileUnreadable(path: String, FailureCause)
        /// An animation's golden APNG cannot be written or read as the recording needs it.
        case apngGolden(path: String, problem: String)
        /// EXPECTED and ACTUAL are not both files or both folders.
        case folderAndFile(folder: String, file: String)
        /// EXPECTED or ACTUAL is not there.
        case inputMissing(path: String)
        /// A folder to compare cannot be listed (`code`: the system's error number).
        case folderUnlistable(path: String, code: Int32)
        /// What stands where a diff writes its report.json is not an earlier diff's report;
        /// `largerThanMB`: it was too large to read.
        case notADiffReport(path: String, largerThanMB: Int?)
        /// A file where a diff writes that no earlier diff provably wrote.
        case unclaimedDiffFile(path: String)
        /// The diff's output folder could not be made, locked (another diff writes into it) or
        /// looked into.
        case outputFolderUnusable(output: String, FailureCause)
        /// The diff's output folder is one side of the comparison (`side`: EXPECTED or ACTUAL, at
        /// `path`), lies inside it or holds it.
        case outputOverlapsSide(output: String, side: String, path: String)
        /// An option is outside what a comparison accepts (`DiffOptions.validate()`).
        case invalidSetting(InvalidSetting)
        /// libvips, which draws the contact sheet, could not be started.
        case libvipsUnavailable(VipsFailure)
        /// The comparison's rules (per-path tolerances and ignored regions) could not be read or
        /// do not fit the golden folder.
        case unusableRules(FailureCause)
    }

    /// What went wrong.
    public var reason: Reason

    /// A failure for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

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
        case let .goldenOverlapsInput(golden, input):
            "\(golden): the golden folder may not be the input folder \(input), inside it, or hold it"
        case let .goldenMissing(golden): "\(golden): no such folder (record it first)"
        case let .goldenUnreadable(golden, code):
            "\(golden): cannot read the golden folder (\(SystemReason.describe(code)))"
        case let .goldenNotWritable(golden, code):
            "\(golden): cannot write into the golden folder (\(SystemReason.describe(code)))"
        case let .goldenNotAFolder(golden): "\(golden): not a folder"
        case let .goldenIndexNotAFile(path): "\(path): is not a regular file"
        case let .goldenIndexUnreadable(_, cause): "\(cause)"
        case let .notAGoldenIndex(path, problem): "\(path): not a cardrender golden index (\(problem))"
        case let .goldenIndexFormat(path, format, readable):
            "\(path): format \(format) is not one this cardrender reads "
                + "(\(readable.lowerBound) to \(readable.upperBound))"
        case let .recordingOutsideGolden(path, problem, golden):
            "\(path): \(problem); cardrender records only inside \(golden)"
        case let .unindexedGoldenFile(path, index):
            "\(path): exists and is not in \(index), so cardrender did not record it; "
                + "move it away (or delete it) and record again"
        case let .goldenFileNotPlain(path):
            "\(path): is a folder, link or special file; cardrender records only into plain files"
        case let .recordingFailed(_, cause): "\(cause)"
        case let .renderedFileUnreadable(_, cause): "\(cause)"
        case let .apngGolden(path, problem): "\(path): \(problem)"
        case let .folderAndFile(folder, file):
            "\(folder) is a folder but \(file) is a file: compare two files or two folders"
        case let .inputMissing(path): "\(path): no such file or folder"
        case let .folderUnlistable(path, code): "\(path): cannot list the folder (\(SystemReason.describe(code)))"
        case let .notADiffReport(path, nil): "\(path): \(Self.notAReportProblem), so choose another output folder"
        case let .notADiffReport(path, size?):
            "\(path): larger than \(size) MB; \(Self.notAReportProblem), so choose another output folder"
        case let .unclaimedDiffFile(path): "\(path): \(Self.unclaimedFileProblem): choose another output folder"
        case let .outputFolderUnusable(_, cause): "\(cause)"
        case let .outputOverlapsSide(output, side, path):
            "the output folder \(output): may not be \(side) (\(path)), inside it, or hold it; choose a folder apart from both"
        case let .invalidSetting(invalid): "\(invalid)"
        case let .libvipsUnavailable(failure): "\(failure)"
        case let .unusableRules(cause): "\(cause)"
        }
    }
}
