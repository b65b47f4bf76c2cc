import CardFormats
import CardSettings
/// What a run is responsible for in a golden folder: the stills of the scenes it rendered (the
/// PNGs directly in each scene's folder), the frames of the animations it rendered (everything in
/// each animation's folder), or, for a shard, exactly the files it drew. A check compares and
/// a recording writes and removes only inside it; everything else in the folder is never touched.
public struct GoldenScope: Sendable, Equatable {
    /// The scenes rendered, by folder name: the stills directly in each are in scope.
    public var sceneFolders: Set<String>
    /// The animations rendered, as `scene/animation`: everything in each folder is in scope.
    public var animationFolders: Set<String>
    /// For a shard: exactly these paths (stills and frames of its share).
    public var exactPaths: Set<String>?
    /// Whether contact sheets take part (they repeat the frames, so by default they do not).
    public var includesContactSheets: Bool

    /// The scope of the run that wrote `manifest`: its scenes and animations, or for a shard exactly
    /// its files.
    public init(rendered manifest: Manifest, includesContactSheets: Bool = false) {
        sceneFolders = Set(manifest.files.map(\.scene))
        animationFolders = Set(manifest.files.compactMap { entry in entry.animation.map { "\(entry.scene)/\($0)" } })
        exactPaths = manifest.shard == nil ? nil : Set(manifest.writtenFiles.map(\.path))
        self.includesContactSheets = includesContactSheets
    }

    init(
        sceneFolders: Set<String>, animationFolders: Set<String>, exactPaths: Set<String>? = nil,
        includesContactSheets: Bool
    ) {
        self.sceneFolders = sceneFolders
        self.animationFolders = animationFolders
        self.exactPaths = exactPaths
        self.includesContactSheets = includesContactSheets
    }

    /// Whether the golden file at `path` (a variant counts as its base) is inside the scope.
    public func contains(_ path: String) -> Bool {
        let base = GoldenVariant.base(of: path)
        if base.hasSuffix("/" + MotionTrack.fileName) {
            return animationFolders.contains(Self.folder(of: base)) || exactPaths?.contains(base) == true
        }
        if !includesContactSheets && Self.isContactSheet(base) { return false }
        if let exactPaths { return exactPaths.contains(base) }
        let folder = Self.folder(of: base)
        return sceneFolders.contains(folder) || animationFolders.contains(folder)
    }

    /// The rendered files that are compared: PNG stills and frames (and sheets when included).
    public func rendered(_ entries: [Manifest.Entry]) -> [Manifest.Entry] {
        entries.filter { entry in
            switch entry.kind {
            case .still, .frame: return true
            case .contactSheet: return includesContactSheets
            default: return false
            }
        }
    }

    /// The rendered files a recording keeps: those compared, and each animation's motion.json
    /// (what the review page plots the golden motion from).
    public func recorded(_ entries: [Manifest.Entry]) -> [Manifest.Entry] {
        rendered(entries) + entries.filter { $0.kind == .motion }
    }

    static func isContactSheet(_ path: String) -> Bool {
        path == "contact-sheet.png" || path.hasSuffix("/contact-sheet.png")
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
