import ArgumentParser
import CardSettings

/// `--order` and `--labels`: which photo goes where, and what its card says.
struct PhotoOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The order the scenes take the photos in (the first is the top card): `name` (natural file-name order), `mtime` (oldest first), `exif` (by EXIF DateTimeOriginal, oldest first; photos without one follow in name order), or a file listing file names, one per line (photos it does not name follow).",
            valueName: "name|mtime|exif|file"),
        completion: .custom { _, _, typed in
            PathCompletion.candidates(keywords: PhotoOrderKeyword.allCases.map(\.rawValue), typed: typed)
        })
    var order: String = PhotoOrderKeyword.name.rawValue

    @Option(
        help: ArgumentHelp(
            "What cards show: `caption` (the name line and, with --captions, the caption), `name` (the name line only) or `none`.",
            valueName: "caption|name|none"))
    var labels: CardLabels = .caption

    func photoOrder() throws -> PhotoOrder {
        switch PhotoOrderKeyword(rawValue: order) {
        case .name: return .name
        case .mtime: return .modificationTime
        case .exif: return .exifDate
        case nil:
            do { return try PhotoOrder.list(file: order) } catch let problem as PhotoOrder.Problem {
                throw ContentError("--order \(problem.description)")
            }
        }
    }

    func apply(to settings: inout RenderSettings) throws {
        settings.order = try photoOrder()
        settings.labels = labels
    }
}

/// `--order`'s words; anything else names a file.
enum PhotoOrderKeyword: String, CaseIterable {
    case name, mtime, exif
}

extension CardLabels: ExpressibleByArgument {}
