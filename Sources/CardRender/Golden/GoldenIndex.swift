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

    public init(files: [Manifest.Entry] = []) {
        format = Self.currentFormat
        tool = "cardrender \(CardRenderVersion.string)"
        self.files = files.sorted { $0.path < $1.path }
    }

    public var paths: Set<String> { Set(files.map(\.path)) }

    /// The index of `folder`, or an empty one when it has none.
    public static func read(in folder: String) throws -> GoldenIndex {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard GuardedFolder.kind(path) != .missing else { return GoldenIndex() }
        guard GuardedFolder.kind(path) == .file else {
            throw DiffFailure("\(path): is not a regular file")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw DiffFailure("\(path): cannot read (\(SystemReason.describe(error)))")
        }
        guard data.count <= 64 << 20 else { throw DiffFailure("\(path): larger than 64 MB; not a golden index") }
        var index: GoldenIndex
        do { index = try JSONDecoder().decode(GoldenIndex.self, from: data) } catch {
            throw DiffFailure("\(path): not a cardrender golden index (\(Manifest.decodingProblem(error)))")
        }
        guard index.format == currentFormat else {
            throw DiffFailure("\(path): format \(index.format) is not one this cardrender reads (\(currentFormat))")
        }
        index.files = index.files.filter { ContainedPath.isContained($0.path) }
        return index
    }

    func encoded() throws -> Data {
        try StableJSON.encode(self)
    }
}
