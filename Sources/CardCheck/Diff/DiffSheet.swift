import CVipsShim
import CardFoundation
import CardGeometry
import CardImaging

/// One picture of every differing pair: a row per pair with its name, then expected | actual |
/// diff side by side. Built from the files on disk after the comparison, so the run keeps no
/// pixels while it compares; at most `maximumRows` rows keep its size (and memory) bounded, so
/// the caller orders them worst first.
struct DiffSheet {
    static let thumbnailWidth = 180
    static let maximumRows = 40
    static let gap = 8
    static let padding = 12

    struct Row {
        var path: String
        var expected: ComparedFile
        var actual: ComparedFile
        var diff: ComparedFile
        var note: String
    }

    /// What orders a row: changes over the budget before those within it, then the larger share
    /// of differing pixels, then pair order.
    struct Ranked {
        var path: String
        var ratio: Double
        /// Within the budget.
        var passes: Bool
    }

    /// The order rows are shown in, as indices into `rows`: the worst row of every animation,
    /// still or folder first, then the others; each part by severity.
    static func bySeverity(_ rows: [Ranked]) -> [Int] {
        let ordered = rows.indices.sorted { a, b in
            if rows[a].passes != rows[b].passes { return !rows[a].passes }
            if rows[a].ratio != rows[b].ratio { return rows[a].ratio > rows[b].ratio }
            return a < b
        }
        var groups = Set<String>(), worstOfEach: [Int] = [], rest: [Int] = []
        for index in ordered {
            if groups.insert(DiffGroup.key(rows[index].path).0).inserted {
                worstOfEach.append(index)
            } else {
                rest.append(index)
            }
        }
        return worstOfEach + rest
    }

    let title: String
    let rows: [Row]
    /// Thumbnails are made on this many threads (each decodes a full frame).
    var workers = 1

    func image() throws -> VImage {
        let ink = Color(rgb8: 0x3A, 0x3A, 0x3C)
        let muted = Color(rgb8: 0x6C, 0x6C, 0x70)
        let columnWidth = Self.thumbnailWidth, gap = Self.gap, padding = Self.padding
        let contentWidth = 3 * columnWidth + 2 * gap
        var overlays: [(VImage, Int, Int)] = []
        var y = padding

        let heading = try TextPainter.mask(title, pixelSize: 18, maxWidth: contentWidth)
        overlays.append((try Paint.fill(ink, coverage: heading), padding, y))
        y += heading.height + padding
        var headerHeight = 0
        for (column, name) in ["expected", "actual", "diff"].enumerated() {
            let label = try TextPainter.mask(name, pixelSize: 13)
            overlays.append((try Paint.fill(muted, coverage: label), padding + column * (columnWidth + gap), y))
            headerHeight = max(headerHeight, label.height)
        }
        y += headerHeight + gap

        let files = rows.flatMap { [$0.expected, $0.actual, $0.diff] }
        let thumbnails = try ParallelMap.run(count: files.count, jobs: workers) { index in
            Result { try Self.thumbnail(files[index]) }
        }.map { try $0.get() }

        for (rowIndex, row) in rows.enumerated() {
            let caption = try TextPainter.mask("\(row.path) · \(row.note)", pixelSize: 13, maxWidth: contentWidth)
            overlays.append((try Paint.fill(ink, coverage: caption), padding, y))
            y += caption.height + 4
            var rowHeight = 0
            for column in 0..<3 {
                let thumbnail = thumbnails[rowIndex * 3 + column]
                overlays.append((thumbnail, padding + column * (columnWidth + gap), y))
                rowHeight = max(rowHeight, thumbnail.height)
            }
            y += rowHeight + 2 * gap
        }
        let width = contentWidth + 2 * padding
        let height = y - 2 * gap + padding
        return try Paint.over(Paint.solid(Color(rgb8: 229, 229, 229), width: width, height: height), overlays).bands(
            0, count: 3)
    }

    /// The file shrunk to the column width, transparency laid over white, as opaque 8-bit RGBA,
    /// computed into memory (a few hundred kilobytes). It is opened as the comparison opened it,
    /// never through a link below a compared folder.
    private static func thumbnail(_ file: ComparedFile) throws -> VImage {
        let path = file.path
        let source: VSource
        do { source = try file.open().source() } catch {
            throw UnusableComparedFile(path: path, problem: .inaccessible(FailureCause(error)))
        }
        var image = try VImage.make("making a thumbnail of \(path)") {
            cr_thumbnail_source(source.pointer, $0, Int32(thumbnailWidth), 100_000, 0)
        }
        image = try image.toSRGB()
        if image.hasAlpha { image = try image.flattened(onto: (255, 255, 255)) }
        return try image.castUChar().materialized("making a thumbnail of \(path)")
    }
}
