import CardFoundation
import CardGeometry
import CardImaging

/// A grid of an animation's frames, each captioned with its index and time, under a title line.
struct ContactSheet {
    static let thumbnailWidth = 156
    static let columns = 10
    /// Longer animations show every n-th frame so the sheet stays a readable size.
    static let maximumCells = 120

    /// One frame of the sheet: a small copy of it over a white strip captioned with its index and
    /// time. Drawn straight into the sheet, so a cell is never a picture of its own.
    struct Cell: @unchecked Sendable {
        /// The frame reduced (8-bit RGB).
        var thumbnail: VImage
        /// The caption (premultiplied RGBA), cut to the cell, and where it lies in the cell.
        var caption: (image: VImage, x: Int, y: Int)?
        var index: Int
        var time: Double

        var width: Int { thumbnail.width }
        var height: Int { thumbnail.height + ContactSheet.captionHeight }

        /// The cell with its top-left corner at (x, y) of `sheet`.
        func draw(on sheet: Canvas, x: Int, y: Int) throws {
            try sheet.place(thumbnail, x: x, y: y)
            sheet.fill(.white, x: x, y: y + thumbnail.height, width: width, height: ContactSheet.captionHeight)
            if let caption { try sheet.over(caption.image, x: x + caption.x, y: y + caption.y) }
        }
    }

    let title: String
    private let cells: [Cell]

    /// The heading of an animation's sheet.
    static func title(scene: String, animation: String, frames: Int, fps: Double) -> String {
        "\(scene) · \(animation) · \(frames) frames at \(NumberText.plain(fps)) fps"
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

    static let captionHeight = 26
    static let ink = Color(rgb8: 0x3A, 0x3A, 0x3C)

    /// A frame reduced for its cell (8-bit RGB in memory), before the caption.
    struct Thumbnail: @unchecked Sendable {
        var image: VImage
        var byteCount: Int { image.width * image.height * image.bands }
    }

    /// The cell a sheet shows for a frame: a small copy of it over its index and time. Made by
    /// whichever worker rendered the frame, so the sheet itself is only a grid of finished cells.
    static func cell(_ frame: VImage, index: Int, time: Double) throws -> Cell {
        try Trace.span(.contactSheet, "cell #\(index)") {
            try makeCell(try makeThumbnail(frame), index: index, time: time)
        }
    }

    /// The cell of a frame whose thumbnail was made before.
    static func cell(_ thumbnail: Thumbnail, index: Int, time: Double) throws -> Cell {
        try Trace.span(.contactSheet, "cell #\(index)") { try makeCell(thumbnail, index: index, time: time) }
    }

    static func thumbnail(_ frame: VImage) throws -> Thumbnail {
        try Trace.span(.contactSheet, "thumbnail") { try makeThumbnail(frame) }
    }

    /// The thumbnail of a composed frame, before it is encoded (which spends an opaque one).
    static func thumbnail(_ frame: ComposedFrame) throws -> Thumbnail {
        switch frame {
        case .opaque(let canvas):
            try Trace.span(.contactSheet, "thumbnail") {
                Thumbnail(image: try canvas.shrunkToRGB(byBoxes: boxFactor(width: canvas.width)))
            }
        case .image(let image):
            try thumbnail(image)
        }
    }

    private static func makeThumbnail(_ frame: VImage) throws -> Thumbnail {
        var image = frame
        if image.bands == 4 { image = try image.flattened(onto: (255, 255, 255)).castUChar() }
        return Thumbnail(image: try image.shrunkByBoxes(boxFactor(width: image.width)))
    }

    /// A whole-factor box reduction to about `thumbnailWidth`: plenty for a thumbnail, and a
    /// fraction of the cost of a resampling kernel on every frame.
    private static func boxFactor(width: Int) -> Int {
        max(1, WholeNumber.clamped(Double(width) / Double(thumbnailWidth)))
    }

    /// Captions drawn once: every animation at the same frame rate repeats "#3  0.050 s", and
    /// drawing a line of text is most of a cell's cost.
    private static let captions = RecentCache<String, VImage>(capacity: 256)

    private static func makeCell(_ thumbnail: Thumbnail, index: Int, time: Double) throws -> Cell {
        let small = thumbnail.image
        let caption = try captions.value(for: "#\(index)  \(format(time)) s") { text in
            try Paint.fill(ink, coverage: TextPainter.mask(text, pixelSize: 13)).inMemory("drawing a caption")
        }
        var cell = Cell(thumbnail: small, caption: nil, index: index, time: time)
        // The caption's part inside the cell, 6 pixels in and centred in the strip under the frame.
        let at = PixelRect(
            x: 6, y: small.height + (captionHeight - caption.height) / 2, width: caption.width, height: caption.height)
        let shown = at.intersection(PixelRect(x: 0, y: 0, width: cell.width, height: cell.height))
        if !shown.isEmpty {
            let image =
                shown == at
                ? caption
                : try caption.cropped(
                    left: shown.x - at.x, top: shown.y - at.y, width: shown.width, height: shown.height)
            cell.caption = (image, shown.x, shown.y)
        }
        return cell
    }

    /// The sheet: the cells in a grid under the title, copied into a flat background canvas (no
    /// full-size composite, and no copy of the sheet beside it).
    func frame() throws -> ComposedFrame {
        guard !cells.isEmpty else { throw VipsFailure(step: "making a contact sheet", detail: "it has no frames") }
        let background = Color(rgb8: 229, 229, 229)
        let heading = try TextPainter.mask(title, pixelSize: 18)
        let padding = 12, gap = 8
        // Every cell in a tile of the largest cell's size, its top-left corner at the tile's.
        let across = min(Self.columns, cells.count), rows = (cells.count + across - 1) / across
        let tile = (width: cells.map(\.width).max() ?? 0, height: cells.map(\.height).max() ?? 0)
        let grid = (width: across * (tile.width + gap) - gap, height: rows * (tile.height + gap) - gap)
        let width = grid.width + 2 * padding
        let titleStrip = try Paint.over(
            Paint.solid(background, width: width, height: heading.height + 2 * padding),
            [
                (try Paint.fill(Self.ink, coverage: heading), padding, padding)
            ]
        ).bands(0, count: 3).materialized("making a contact sheet")
        let sheet = Canvas.filled(background, width: width, height: grid.height + heading.height + 3 * padding)
        try sheet.place(titleStrip, x: 0, y: 0)
        let top = heading.height + 2 * padding
        for (index, cell) in cells.enumerated() {
            try cell.draw(
                on: sheet, x: padding + (index % across) * (tile.width + gap),
                y: top + (index / across) * (tile.height + gap))
        }
        return .opaque(sheet)
    }

    /// Seconds with three decimals, independent of locale.
    static func format(_ time: Double) -> String {
        let millis = WholeNumber.clamped(time * 1000)
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
