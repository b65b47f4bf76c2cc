import CVipsShim
import CardFoundation
import CardSettings
import Foundation

/// A photo cardrender can try to draw: its file and the name its card shows.
package struct PhotoFile: Sendable, Hashable {
    /// The path as shown to the user (a byte that is not UTF-8 shows as `\xNN`).
    package var path: String
    /// The path as the system knows it, which is what is opened.
    package var rawPath: RawPath
    /// The file name without its extension, underscores and hyphens read as spaces.
    package var label: String
    /// Name, age and caption from a captions file, shown instead of the label.
    package var caption: Caption?

    package init(path: String, label: String, caption: Caption? = nil) {
        self.init(rawPath: RawPath(path), label: label, caption: caption)
    }

    package init(rawPath: RawPath, label: String, caption: Caption? = nil) {
        self.path = rawPath.display
        self.rawPath = rawPath
        self.label = label
        self.caption = caption
    }

    init(rawPath: RawPath) {
        let stem = RawPath.display(rawPath.lastComponent).split(separator: ".", omittingEmptySubsequences: false)
        let base = stem.count > 1 ? stem.dropLast().joined(separator: ".") : String(stem[0])
        self.init(
            rawPath: rawPath,
            label: base.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " "))
    }

    init(path: String) {
        self.init(rawPath: RawPath(path))
    }
}

/// Lists the photos of an input folder: regular files in natural name order whose content a
/// supported libvips loader recognises.
package enum PhotoFolder {
    /// Extensions that promise a photo: such a file that cannot be read is a failure, not a skip.
    static let photoExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "png", "webp", "tif", "tiff", "gif", "heic", "heif", "avif"
    ]

    /// libvips loaders cardrender accepts, by the start of their class name (`VipsForeignLoadJpegFile`…).
    static let supportedLoaders = [
        "VipsForeignLoadJpeg", "VipsForeignLoadPng", "VipsForeignLoadWebp",
        "VipsForeignLoadTiff", "VipsForeignLoadGif", "VipsForeignLoadNsgif", "VipsForeignLoadHeif"
    ]

    package struct Listing: Sendable {
        package var photos: [PhotoFile]
        package var issues: [InputIssue]
    }

    package enum FolderError: Error, CustomStringConvertible {
        case unreadable(String, String)
        package var description: String {
            switch self {
            case let .unreadable(path, reason): "\(path): \(reason)"
            }
        }
    }

    package static func scan(_ directory: String) throws -> Listing {
        try Trace.span(.listing, directory) { try list(directory) }
    }

    private static func list(_ directory: String) throws -> Listing {
        try VipsRuntime.start()
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw FolderError.unreadable(
                directory, errno == ENOENT ? "no such folder" : "cannot read (\(SystemReason.current))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw FolderError.unreadable(directory, "not a folder") }
        // Names as bytes, straight from readdir: a name that is not UTF-8 still opens.
        let names: [[UInt8]]
        do { names = try FolderNames.list(directory) } catch {
            throw FolderError.unreadable(directory, "cannot list the folder (\(SystemReason.describe(error.code)))")
        }

        let folder = RawPath(directory)
        let entries = names.filter { $0.first != UInt8(ascii: ".") }.map { folder.appending($0) }
            .map { (raw: $0, shown: $0.display) }
            .sorted {
                NaturalOrder.areInIncreasingOrder($0.shown, $1.shown)
                    || ($0.shown == $1.shown && $0.raw.bytes.lexicographicallyPrecedes($1.raw.bytes))
            }
        var listing = Listing(photos: [], issues: [])
        for entry in entries {
            switch classify(entry.raw) {
            case .photo: listing.photos.append(PhotoFile(rawPath: entry.raw))
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
        classify(RawPath(path))
    }

    /// What a file is, from the file itself (opened as `InputFile` does: a FIFO or device never
    /// blocks, and everything is checked on the open descriptor).
    static func classify(_ path: RawPath) -> Classification {
        let shown = path.display
        let promisesPhoto = photoExtensions.contains(fileExtension(of: shown))
        func problem(_ reason: String) -> Classification {
            .issue(InputIssue(path: shown, reason: reason, severity: promisesPhoto ? .failed : .skipped))
        }
        let file: InputFile
        do {
            file = try InputFile.open(path)
        } catch .folder {
            return problem("is a folder, not a photo")
        } catch {
            return problem(error.description)
        }
        if file.size == 0 { return problem("empty file") }
        guard let found = contentProblem(file) else { return .photo }
        if found.notAnImage { return problem(promisesPhoto ? "not a readable image" : "not an image, skipped") }
        return .issue(InputIssue(path: shown, reason: found.reason, severity: .failed))
    }

    struct ContentProblem {
        var reason: String
        /// No libvips loader recognises the bytes.
        var notAnImage = false
    }

    /// Checks the content of an open file: a loader cardrender accepts, and for a PNG, chunks
    /// that fit in the file. nil when it may be decoded.
    static func contentProblem(_ file: InputFile) -> ContentProblem? {
        guard let name = loaderName(file) else {
            return ContentProblem(reason: "not a readable image", notAnImage: true)
        }
        guard supportedLoaders.contains(where: name.hasPrefix) else {
            return ContentProblem(
                reason: "unsupported image format (\(name.replacingOccurrences(of: "VipsForeignLoad", with: "")))")
        }
        if name.hasPrefix("VipsForeignLoadPng") {
            // libvips refuses a side past its limit without a word: say so from the IHDR.
            if let size = PNGChunkCheck.declaredSize((try? file.read(at: 0, count: 24)) ?? []),
                let reason = PNGChunkCheck.sizeProblem(width: size.width, height: size.height, limit: .unlimited)
            {
                return ContentProblem(reason: reason)
            }
            if let reason = PNGChunkCheck.problem(in: file) { return ContentProblem(reason: reason) }
        }
        return nil
    }

    /// The libvips loader for the file's bytes. Formats with no source loader (libvips's own
    /// `.v`, say) are named through the descriptor's /proc link, which opens this very file.
    private static func loaderName(_ file: InputFile) -> String? {
        if let source = try? file.source(), let loader = cr_foreign_find_load_source(source.pointer) {
            return String(cString: loader)
        }
        _ = VipsRuntime.takeErrorDetail()
        guard let loader = cr_foreign_find_load("/proc/self/fd/\(file.descriptor)") else {
            _ = VipsRuntime.takeErrorDetail()
            return nil
        }
        let name = String(cString: loader)
        // Only ever reported as unsupported: a loader that can read a source was asked first.
        return supportedLoaders.contains(where: name.hasPrefix) ? nil : name
    }

    private static func fileExtension(of name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }
}
