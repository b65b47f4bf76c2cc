import CVipsShim
import Foundation

/// A photo cardrender can try to draw: its file and the name its card shows.
public struct PhotoFile: Sendable, Hashable {
    public var path: String
    /// The file name without its extension, underscores and hyphens read as spaces.
    public var label: String
    /// Name, age and caption from a `--captions` file, shown instead of the label.
    public var caption: Caption?

    public init(path: String, label: String, caption: Caption? = nil) {
        self.path = path
        self.label = label
        self.caption = caption
    }

    init(path: String) {
        let stem = (path as NSString).lastPathComponent.split(separator: ".", omittingEmptySubsequences: false)
        let base = stem.count > 1 ? stem.dropLast().joined(separator: ".") : String(stem[0])
        self.init(path: path, label: base.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " "))
    }
}

/// Lists the photos of an input folder: regular files in natural name order whose content a
/// supported libvips loader recognises.
public enum PhotoFolder {
    /// Extensions that promise a photo: such a file that cannot be read is a failure, not a skip.
    static let photoExtensions: Set<String> = ["jpg", "jpeg", "jpe", "png", "webp", "tif", "tiff", "gif", "heic", "heif", "avif"]

    /// libvips loaders cardrender accepts, by the start of their class name (`VipsForeignLoadJpegFile`…).
    static let supportedLoaders = ["VipsForeignLoadJpeg", "VipsForeignLoadPng", "VipsForeignLoadWebp",
                                   "VipsForeignLoadTiff", "VipsForeignLoadGif", "VipsForeignLoadNsgif", "VipsForeignLoadHeif"]

    public struct Listing: Sendable {
        public var photos: [PhotoFile]
        public var issues: [InputIssue]
    }

    public enum FolderError: Error, CustomStringConvertible {
        case unreadable(String, String)
        public var description: String {
            switch self {
            case let .unreadable(path, reason): "\(path): \(reason)"
            }
        }
    }

    public static func scan(_ directory: String) throws -> Listing {
        try Trace.span(.listing, directory) { try list(directory) }
    }

    private static func list(_ directory: String) throws -> Listing {
        try VipsRuntime.start()
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw FolderError.unreadable(directory, "no such folder")
        }
        guard isDirectory.boolValue else { throw FolderError.unreadable(directory, "not a folder") }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw FolderError.unreadable(directory, "cannot list the folder (\(error.localizedDescription))")
        }

        var listing = Listing(photos: [], issues: [])
        for name in names.sorted(by: NaturalOrder.areInIncreasingOrder) where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            switch classify(path) {
            case .photo: listing.photos.append(PhotoFile(path: path))
            case let .issue(issue): listing.issues.append(issue)
            }
        }
        return listing
    }

    enum Classification {
        case photo
        case issue(InputIssue)
    }

    static func classify(_ path: String) -> Classification {
        let promisesPhoto = photoExtensions.contains((path as NSString).pathExtension.lowercased())
        func problem(_ reason: String) -> Classification {
            .issue(InputIssue(path: path, reason: reason, severity: promisesPhoto ? .failed : .skipped))
        }

        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, stat(path, &info) != 0 {
            return problem("broken symbolic link")
        }
        guard stat(path, &info) == 0 else { return problem("cannot read (\(String(cString: strerror(errno))))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return problem("is a folder, not a photo")
        default: return problem("not a regular file")
        }
        guard access(path, R_OK) == 0 else { return problem("cannot read (permission denied)") }
        if info.st_size == 0 { return problem("empty file") }

        guard let loader = vips_foreign_find_load(path) else {
            _ = VipsRuntime.takeErrorDetail()
            return problem(promisesPhoto ? "not a readable image" : "not an image, skipped")
        }
        let name = String(cString: loader)
        guard supportedLoaders.contains(where: name.hasPrefix) else {
            return .issue(InputIssue(path: path, reason: "unsupported image format (\(name.replacingOccurrences(of: "VipsForeignLoad", with: "")))", severity: .failed))
        }
        if name.hasPrefix("VipsForeignLoadPng"), let reason = PNGChunkCheck.problem(in: path) {
            return .issue(InputIssue(path: path, reason: reason, severity: .failed))
        }
        return .photo
    }
}
