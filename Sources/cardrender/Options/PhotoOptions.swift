import ArgumentParser
import CardRender

/// `--order`, `--backdrop` and `--labels`: which photo goes where, and what its card says.
struct PhotoOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The order the scenes take the photos in (the first is the top card): `name` (natural file-name order), `mtime` (oldest first), `exif` (by EXIF DateTimeOriginal, oldest first; photos without one follow in name order), or a file listing file names, one per line (photos it does not name follow).",
        valueName: "name|mtime|exif|file"))
    var order: String = "name"

    @Option(help: ArgumentHelp(
        "The photo behind the sheet and the side card (the map, the camera's view), by file name in --input (`map.jpg` or `map`). Default: the first photo in --order; the side card then shows the first other photo.",
        valueName: "name"))
    var backdrop: String?

    @Option(help: ArgumentHelp("What cards show: `caption` (the name line and, with --captions, the caption), `name` (the name line only) or `none`.",
                               valueName: "caption|name|none"))
    var labels: CardLabels = .caption

    func photoOrder() throws -> PhotoOrder {
        switch order {
        case "name": return .name
        case "mtime": return .modificationTime
        case "exif": return .exifDate
        default:
            do { return try PhotoOrder.list(file: order) } catch let problem as PhotoOrder.Problem {
                throw ContentError("--order \(problem.description)")
            }
        }
    }

    func apply(to settings: inout RenderSettings) throws {
        settings.order = try photoOrder()
        settings.labels = labels
        settings.backdrop = backdrop
    }
}

extension CardLabels: ExpressibleByArgument {}
