import CardGeometry
import CardImaging

/// Paints what a layer shows, at its pixel size, before corners, border and shadow.
/// Each kind of content has its own painter file; this is the switch between them.
struct ContentArt {
    /// Pixels per point.
    var scale: Double
    var photos: PhotoLibrary
    var covers: CoverCrop
    /// Right to left: labels at the right, a sheet's thumbnails at the right of their rows.
    var layoutDirection = LayoutDirection.leftToRight
    /// How many times larger than their points labels, insets and thumbnails are drawn (the
    /// layer's own size already has its zoom).
    var contentZoom = 1.0

    /// Pixels per point of what the content draws at its own sizes: the scale times the content's
    /// zoom, as `SceneFrame.drawnContentZoom` bounds it.
    private var artScale: Double { scale * SceneFrame.drawnContentZoom(contentZoom) }

    /// `canvas` with photo `index` cover-cropped into its top-left width × height pixels.
    private func covered(_ index: Int, width: Int, height: Int, on canvas: Canvas) throws -> Canvas {
        try covers.draw(photo: index, source: photos.decoded(index).image, width: width, height: height, on: canvas)
        return canvas
    }

    func paint(_ content: LayerContent, width: Int, height: Int) throws -> VImage {
        switch content {
        case let .card(photo):
            let source = try photos.decoded(photo)
            return try DeckCardArt(scale: artScale, rightToLeft: layoutDirection == .rightToLeft).paint(
                on: covered(photo, width: width, height: height, on: Canvas.unfilled(width: width, height: height)),
                label: source.file.label, caption: source.file.caption)
        case let .profileCard(photo):
            let source = try photos.decoded(photo)
            let photoHeight = ProfileCardArt.photoHeight(cardHeight: height)
            let card = Canvas.filled(
                .white, width: width, height: height, except: PixelRect(x: 0, y: 0, width: width, height: photoHeight))
            let canvas = try covered(photo, width: width, height: photoHeight, on: card)
            return try ProfileCardArt(scale: artScale, rightToLeft: layoutDirection == .rightToLeft).paint(
                on: canvas, photoHeight: photoHeight, name: source.file.label, caption: source.file.caption)
        case let .photo(photo):
            return try covered(photo, width: width, height: height, on: Canvas.unfilled(width: width, height: height))
                .intoImage()
        case let .blurredPhoto(photo, radius):
            return try BlurArt.paint(
                photo: photos.decoded(photo).image, radius: radius * scale, width: width, height: height)
        case let .fill(color):
            return try Paint.solid(color, width: width, height: height)
        case let .sheet(rows, rowHeight):
            // The row height is the layer's, zoomed with it already.
            return try SheetArt(
                scale: artScale, rowHeight: rowHeight * scale / artScale, rightToLeft: layoutDirection == .rightToLeft
            ).paint(
                rows: rows.map { try photos.decoded($0) }, width: width, height: height)
        case .cameraControls:
            return try CameraControlsArt(scale: artScale, rightToLeft: layoutDirection == .rightToLeft).paint(
                width: width, height: height)
        case let .stamp(text, color):
            return try StampArt().paint(text: text, color: color, width: width, height: height)
        case let .image(source, fit):
            return try ImageArt(photos: photos, covers: covers).paint(source, fit: fit, width: width, height: height)
        case let .text(text, style):
            return try TextArt(scale: artScale, layoutDirection: layoutDirection).paint(
                text, style: style, width: width, height: height)
        case let .linearGradient(gradient):
            return try GradientArt().paint(gradient, width: width, height: height)
        }
    }
}
