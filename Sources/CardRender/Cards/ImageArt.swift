import CardGeometry
import CardImaging

/// An image layer: an input photo (by index or file name) or an app's image file, covering the
/// layer or fitted inside it, centred on a transparent layer.
struct ImageArt {
    var photos: PhotoLibrary
    var covers: CoverCrop

    func paint(_ source: ImageSource, fit: ImageFit, width: Int, height: Int) throws -> VImage {
        let content = LayerContent.image(source, fit: fit)
        do {
            switch source {
            case let .photo(index): return try photo(index, fit: fit, width: width, height: height)
            case let .photoNamed(name): return try photo(index(named: name), fit: fit, width: width, height: height)
            case let .file(path):
                let image = try ImageFileDecoder.decode(
                    path, width: width, height: height, cover: fit == .cover, limit: photos.limit)
                return try centred(image, width: width, height: height)
            }
        } catch let failure as MissingPhoto {
            throw ContentFailure(content, failure.description)
        } catch let issue as InputIssue {
            // A file is named by the content already; a photo's path says which file it is.
            throw ContentFailure(content, source.isFile ? issue.reason : issue.description)
        }
    }

    /// The photo as `.photo` draws it when covering; fitted, the decoded photo scaled into the box.
    private func photo(_ index: Int, fit: ImageFit, width: Int, height: Int) throws -> VImage {
        let decoded = try photos.decoded(index).image
        switch fit {
        case .cover:
            let canvas = Canvas.unfilled(width: width, height: height)
            try covers.draw(photo: index, source: decoded, width: width, height: height, on: canvas)
            return try canvas.intoImage()
        case .fit:
            return try centred(
                decoded.thumbnail(width: width, height: height, crop: false), width: width, height: height)
        }
    }

    /// The photo whose file name (with or without its extension) is `name`.
    private func index(named name: String) throws -> Int {
        if let index = photos.files.firstIndex(where: { $0.fileName == name })
            ?? photos.files.firstIndex(where: { $0.isCalled(name) })
        {
            return index
        }
        throw ContentFailure(
            .image(.photoNamed(name), fit: .cover),
            "the input has no photo called \"\(name)\"\(PhotoFile.suggestion(for: name, in: photos.files))")
    }

    /// `image` in the middle of a transparent width × height layer, as premultiplied RGBA.
    private func centred(_ image: VImage, width: Int, height: Int) throws -> VImage {
        let image = try Paint.opaque(image)
        guard image.width != width || image.height != height else { return image }
        let shown = try image.cropped(
            left: max(0, (image.width - width) / 2), top: max(0, (image.height - height) / 2),
            width: min(width, image.width), height: min(height, image.height))
        return try Paint.over(
            Paint.solid(.clear, width: width, height: height),
            [(shown, (width - shown.width) / 2, (height - shown.height) / 2)])
    }
}

extension ImageSource {
    fileprivate var isFile: Bool { if case .file = self { true } else { false } }
}
