import CardGeometry

/// Paints what a layer shows, at its pixel size, before corners, border and shadow.
/// Each kind of content has its own painter file; this is the switch between them.
struct ContentArt {
    /// Pixels per point.
    var scale: Double
    var photos: PhotoLibrary
    var covers: CoverCrop

    /// Photo `index` cover-cropped to width × height (8-bit RGB).
    func cover(_ index: Int, width: Int, height: Int) throws -> VImage {
        try covers.image(photo: index, source: photos.decoded(index).image, width: width, height: height)
    }

    func paint(_ content: LayerContent, width: Int, height: Int) throws -> VImage {
        switch content {
        case let .card(photo):
            return try DeckCardArt(scale: scale).paint(photo: cover(photo, width: width, height: height),
                                                       label: photos.decoded(photo).file.label)
        case let .profileCard(photo):
            let photoHeight = ProfileCardArt.photoHeight(cardHeight: height)
            return try ProfileCardArt(scale: scale).paint(photo: cover(photo, width: width, height: photoHeight),
                                                          name: photos.decoded(photo).file.label, width: width, height: height)
        case let .photo(photo):
            return try Paint.opaque(cover(photo, width: width, height: height))
        case let .blurredPhoto(photo, radius):
            return try BlurArt.paint(photo: photos.decoded(photo).image, radius: radius * scale, width: width, height: height)
        case let .fill(color):
            return try Paint.solid(color, width: width, height: height)
        case let .sheet(rows, rowHeight):
            return try SheetArt(scale: scale, rowHeight: rowHeight).paint(rows: rows.map { try photos.decoded($0) }, width: width, height: height)
        case .cameraControls:
            return try CameraControlsArt(scale: scale).paint(width: width, height: height)
        }
    }
}
