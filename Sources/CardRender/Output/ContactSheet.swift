import CardGeometry

/// A grid of an animation's frames, each captioned with its index and time, under a title line.
struct ContactSheet {
    static let thumbnailWidth = 156
    static let columns = 10
    /// Longer animations show every n-th frame so the sheet stays a readable size.
    static let maximumCells = 120

    /// One frame of the sheet: a small copy of it, its index and time.
    struct Cell: @unchecked Sendable {
        var image: VImage
        var index: Int
        var time: Double
    }

    let title: String
    private let cells: [Cell]

    /// The heading of an animation's sheet.
    static func title(scene: String, animation: String, frames: Int, fps: Double) -> String {
        "\(scene) · \(animation) · \(frames) frames at \(formatNumber(fps)) fps"
    }

    init(title: String, cells: [Cell]) {
        self.title = title
        self.cells = cells
    }

    /// Which frames of an animation a sheet shows: every one, or every n-th of a long animation
    /// (and always the last), so the sheet stays a readable size.
    static func shows(index: Int, frameCount: Int) -> Bool {
        let stride = max(1, (frameCount + maximumCells - 1) / maximumCells)
        return index % stride == 0 || index == frameCount - 1
    }

    /// The small copy of a frame that a sheet shows.
    static func cell(_ frame: VImage, index: Int, time: Double) throws -> Cell {
        var image = frame
        if image.bands == 4 { image = try image.flattened(onto: (255, 255, 255)) }
        // A whole-factor box reduction to about `thumbnailWidth`: plenty for a thumbnail, and a
        // fraction of the cost of a resampling kernel on every frame.
        let factor = max(1, Int((Double(image.width) / Double(thumbnailWidth)).rounded()))
        let thumbnail = try image.shrunk(by: factor).castUChar()
        return Cell(image: try thumbnail.materialized("making a contact sheet"), index: index, time: time)
    }

    /// The sheet as 8-bit RGB. Each cell and the title are composited small and kept in memory;
    /// the sheet itself is only inserts into a flat background (no full-size float composite,
    /// which took over 150 MB for a long animation).
    func image() throws -> VImage {
        let captionHeight = 26
        let ink = Color(rgb8: 0x3A, 0x3A, 0x3C)
        let background = Color(rgb8: 229, 229, 229)
        let captioned = try cells.map { cell -> VImage in
            let width = cell.image.width, height = cell.image.height + captionHeight
            let caption = try TextPainter.mask("#\(cell.index)  \(Self.format(cell.time)) s", pixelSize: 13)
            return try Self.opaque(.white, width: width, height: height, overlays: [
                (try cell.image.joined(constants: [255]), 0, 0),
                (try Self.inked(caption, ink), 6, cell.image.height + (captionHeight - caption.height) / 2),
            ]).bands(0, count: 3).materialized("making a contact sheet")
        }
        let grid = try VImage.grid(captioned, across: min(Self.columns, captioned.count), gap: 8, background: 229)
        let heading = try TextPainter.mask(title, pixelSize: 18)
        let padding = 12
        let width = grid.width + 2 * padding
        let titleStrip = try Self.opaque(background, width: width, height: heading.height + 2 * padding, overlays: [
            (try Self.inked(heading, ink), padding, padding),
        ]).bands(0, count: 3).materialized("making a contact sheet")
        let sheet = try Self.flat(background, width: width, height: grid.height + heading.height + 3 * padding)
        return try sheet.inserting(titleStrip, x: 0, y: 0).inserting(grid, x: padding, y: heading.height + 2 * padding)
    }

    /// A flat 8-bit RGB canvas.
    static func flat(_ color: Color, width: Int, height: Int) throws -> VImage {
        try VImage.black(width: width, height: height, bands: 3)
            .linear([0, 0, 0], [color.red * 255, color.green * 255, color.blue * 255]).castUChar()
    }

    /// An opaque canvas with premultiplied RGBA overlays at their offsets, as 8-bit RGBA.
    static func opaque(_ color: Color, width: Int, height: Int, overlays: [(VImage, Int, Int)]) throws -> VImage {
        let base = try VImage.black(width: width, height: height, bands: 4)
            .linear([0, 0, 0, 0], [color.red * 255, color.green * 255, color.blue * 255, 255])
        return try VImage.compositeOver([base] + overlays.map(\.0), offsets: [(0, 0)] + overlays.map { ($0.1, $0.2) }).castUChar()
    }

    /// Text coverage as premultiplied colour.
    static func inked(_ mask: VImage, _ color: Color) throws -> VImage {
        try mask.joined(with: mask).joined(with: mask).joined(with: mask).linear([color.red, color.green, color.blue, 1], [0, 0, 0, 0])
    }

    /// Seconds with three decimals, independent of locale.
    static func format(_ time: Double) -> String {
        let millis = Int((time * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
