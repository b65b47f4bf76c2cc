import Foundation

/// `golden.json` in a golden folder: every file cardrender recorded there. `--record` replaces or
/// removes only files it lists, so a README, a `.gitattributes` or frames recorded by hand are
/// never touched. The folder may come from a pull request: paths that could leave the folder are
/// ignored when it is read.
public struct GoldenIndex: Codable, Sendable, Equatable {
    public static let fileName = "golden.json"
    public static let currentFormat = 1

    public var format: Int
    public var tool: String
    /// Sorted by path.
    public var files: [Manifest.Entry]
    /// Files a `--record` may have written although `files` does not list them yet: written
    /// before the first golden file is copied, and absent once the recording finished, so a
    /// recording stopped at any point (a signal, a full disk) leaves an index that accounts for
    /// every file it put there.
    public var pending: [String]?

    public init(files: [Manifest.Entry] = [], pending: [String]? = nil) {
        format = Self.currentFormat
        tool = "cardrender \(CardRenderVersion.string)"
        self.files = files.sorted { $0.path < $1.path }
        self.pending = pending.map { $0.sorted() }
    }

    public var paths: Set<String> { Set(files.map(\.path)) }

    /// Every file cardrender recorded, or may have recorded, here: what a recording may replace.
    public var claimedPaths: Set<String> { paths.union(pending ?? []) }

    /// The index of `folder`, or an empty one when it has none.
    public static func read(in folder: String) throws -> GoldenIndex {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard GuardedFolder.kind(path) != .missing else { return GoldenIndex() }
        guard GuardedFolder.kind(path) == .file else {
            throw DiffFailure("\(path): is not a regular file")
        }
        let data: Data
        do { data = Data(try IndexFile.read(path, limit: IndexFile.manifestLimit, what: "a golden index")) } catch {
            throw DiffFailure("\(error)")
        }
        var index: GoldenIndex
        do { index = try JSONDecoder().decode(GoldenIndex.self, from: data) } catch {
            throw DiffFailure("\(path): not a cardrender golden index (\(Manifest.decodingProblem(error)))")
        }
        guard index.format == currentFormat else {
            throw DiffFailure("\(path): format \(index.format) is not one this cardrender reads (\(currentFormat))")
        }
        index.files = index.files.filter { ContainedPath.isContained($0.path) }
        index.pending = index.pending?.filter(ContainedPath.isContained)
        return index
    }

    func encoded() throws -> Data {
        try StableJSON.encode(self)
    }
}
