import CardFormats
import CardFoundation
import CardSettings
import Foundation

/// `golden.json` in a golden folder: every file cardrender recorded there, and the settings it
/// was rendered with. A recording replaces or removes only files it lists, so a README, a
/// `.gitattributes` or frames recorded by hand are never touched. The folder may come from a pull
/// request: paths that could leave the folder are ignored when it is read.
public struct GoldenIndex: Codable, Sendable, Equatable {
    /// The index's file name, at the top of the golden folder.
    public static let fileName = "golden.json"
    /// 2 records `settings`; format 1 (no settings) is still read, its frames checked unpinned.
    /// A folder that keeps animations as APNGs is written as format 3, so a cardrender that would
    /// not see their frames refuses it instead of passing a check it cannot make.
    public static let currentFormat = 2
    /// The format of an index that records `animations` or `animationFormat`.
    public static let apngFormat = 3
    /// The formats this cardrender reads; another is refused.
    public static let readableFormats = 1...3

    /// The index's format: 2 with `settings`, 1 without.
    public var format: Int
    /// The recorder and its version: `cardrender 0.1.0`.
    public var tool: String
    /// What the frames were rendered with; nil in a folder recorded before settings were pinned
    /// (format 1), or recorded in parts at settings no recording could vouch for as a whole.
    public var settings: GoldenSettings?
    /// Sorted by path.
    public var files: [Manifest.Entry]
    /// Files a recording may have written although `files` does not list them yet: written
    /// before the first golden file is copied, and absent once the recording finished, so a
    /// recording stopped at any point (a signal, a full disk) leaves an index that accounts for
    /// every file it put there.
    public var pending: [String]?
    /// How a recording keeps the folder's animations unless told otherwise; nil: as frame files
    /// (every folder recorded before APNGs). `animations` may list APNGs either way.
    public var animationFormat: GoldenFormat?
    /// The animations kept as APNGs (each also listed in `files`), sorted by path; nil: none.
    public var animations: [GoldenAnimation]?

    /// An index of `files`, `pending` and `animations`, sorted by path: format 3 when it keeps
    /// animations as APNGs, the current format otherwise.
    public init(
        files: [Manifest.Entry] = [], pending: [String]? = nil, settings: GoldenSettings? = nil,
        animationFormat: GoldenFormat? = nil, animations: [GoldenAnimation] = []
    ) {
        let keepsAPNGs = !animations.isEmpty || animationFormat == .apng
        format = keepsAPNGs ? Self.apngFormat : Self.currentFormat
        tool = "cardrender \(CardRenderVersion.string)"
        self.files = files.sorted { $0.path < $1.path }
        self.pending = pending.map { $0.sorted() }
        self.settings = settings
        self.animationFormat = animationFormat == .apng ? .apng : nil
        self.animations = animations.isEmpty ? nil : animations.sorted { $0.path < $1.path }
    }

    /// The animation kept as the APNG at `path`, when the index records one.
    public func animation(at path: String) -> GoldenAnimation? {
        animations?.first { $0.path == path }
    }

    /// The scope the index's files cover: the scenes and animations they belong to, contact
    /// sheets when it lists any. What `cardrender diff` of a golden folder compares.
    public var recordedScope: GoldenScope {
        GoldenScope(
            sceneFolders: Set(files.map(\.scene)),
            animationFolders: Set(files.compactMap { entry in entry.animation.map { "\(entry.scene)/\($0)" } }),
            includesContactSheets: files.contains { $0.kind == .contactSheet })
    }

    /// The paths of the recorded files.
    public var paths: Set<String> { Set(files.map(\.path)) }

    /// Every file cardrender recorded, or may have recorded, here: what a recording may replace.
    public var claimedPaths: Set<String> { paths.union(pending ?? []) }

    /// The index of `folder`, or an empty one when it has none.
    public static func read(in folder: String) throws -> GoldenIndex {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard GuardedFolder.kind(path) != .missing else { return GoldenIndex() }
        guard GuardedFolder.kind(path) == .file else {
            throw DiffFailure(.goldenIndexNotAFile(path: path))
        }
        let data: Data
        do { data = Data(try IndexFile.read(path, limit: IndexFile.manifestLimit, what: "a golden index")) } catch {
            throw DiffFailure(.goldenIndexUnreadable(path: path, FailureCause(error)))
        }
        var index: GoldenIndex
        do { index = try JSONDecoder().decode(GoldenIndex.self, from: data) } catch {
            throw DiffFailure(.notAGoldenIndex(path: path, problem: Manifest.decodingProblem(error)))
        }
        guard readableFormats.contains(index.format) else {
            throw DiffFailure(.goldenIndexFormat(path: path, format: index.format, readable: readableFormats))
        }
        // A format 1 index has no settings; one that claims them anyway is not trusted for them.
        if index.format == 1 { index.settings = nil }
        if let problem = index.settings?.problem {
            throw DiffFailure(.notAGoldenIndex(path: path, problem: "settings: \(problem)"))
        }
        if index.format < apngFormat { (index.animationFormat, index.animations) = (nil, nil) }
        if let problem = index.animations?.lazy.compactMap(\.problem).first {
            throw DiffFailure(.notAGoldenIndex(path: path, problem: "animations: \(problem)"))
        }
        index.files = index.files.filter { ContainedPath.isContained($0.path) }
        index.pending = index.pending?.filter(ContainedPath.isContained)
        // An animation counts only while `files` lists its APNG.
        let listed = index.paths
        index.animations = index.animations?.filter { listed.contains($0.path) }
        return index
    }

    func encoded() throws -> Data {
        try StableJSON.encode(self)
    }
}
