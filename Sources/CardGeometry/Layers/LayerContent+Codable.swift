/// `LayerContent` in JSON (`cardrender plan`), one object per content with its kind named:
/// `{"kind": "card", "photo": 2}`, `{"kind": "blurredPhoto", "photo": 1, "radius": 20}`,
/// `{"kind": "sheet", "rows": [0, 1], "rowHeight": 64}`, `{"kind": "cameraControls"}`,
/// `{"kind": "image", "photoName": "chelsea.png", "fit": "cover"}` (or `"photo": 2`, or
/// `"file": "/path/icon.png"`), `{"kind": "text", "text": "Hi", "style": {…}}`,
/// `{"kind": "linearGradient", "stops": […], "startPoint": {…}, "endPoint": {…}}`…
/// (Swift's synthesised form would print `{"photo": {"_0": 2}}`.)
extension LayerContent {
    private enum Key: String, CodingKey {
        case kind, photo, radius, color, rows, rowHeight, text
        case photoName, file, fit, style, stops, startPoint, endPoint
    }

    private enum Kind: String, Codable {
        case card, profileCard, photo, blurredPhoto, fill, sheet, cameraControls, stamp
        case image, text, linearGradient
    }

    /// Writes the content as one object with its `kind` named, as described above.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case let .card(photo):
            try container.encode(Kind.card, forKey: .kind)
            try container.encode(photo, forKey: .photo)
        case let .profileCard(photo):
            try container.encode(Kind.profileCard, forKey: .kind)
            try container.encode(photo, forKey: .photo)
        case let .photo(photo):
            try container.encode(Kind.photo, forKey: .kind)
            try container.encode(photo, forKey: .photo)
        case let .blurredPhoto(photo, radius):
            try container.encode(Kind.blurredPhoto, forKey: .kind)
            try container.encode(photo, forKey: .photo)
            try container.encode(radius, forKey: .radius)
        case let .fill(color):
            try container.encode(Kind.fill, forKey: .kind)
            try container.encode(color, forKey: .color)
        case let .sheet(rows, rowHeight):
            try container.encode(Kind.sheet, forKey: .kind)
            try container.encode(rows, forKey: .rows)
            try container.encode(rowHeight, forKey: .rowHeight)
        case .cameraControls:
            try container.encode(Kind.cameraControls, forKey: .kind)
        case let .stamp(text, color):
            try container.encode(Kind.stamp, forKey: .kind)
            try container.encode(text, forKey: .text)
            try container.encode(color, forKey: .color)
        case let .image(source, fit):
            try container.encode(Kind.image, forKey: .kind)
            switch source {
            case let .photo(index): try container.encode(index, forKey: .photo)
            case let .photoNamed(name): try container.encode(name, forKey: .photoName)
            case let .file(path): try container.encode(path, forKey: .file)
            }
            try container.encode(fit, forKey: .fit)
        case let .text(text, style):
            try container.encode(Kind.text, forKey: .kind)
            try container.encode(text, forKey: .text)
            try container.encode(style, forKey: .style)
        case let .linearGradient(gradient):
            try container.encode(Kind.linearGradient, forKey: .kind)
            try container.encode(gradient.stops, forKey: .stops)
            try container.encode(gradient.startPoint, forKey: .startPoint)
            try container.encode(gradient.endPoint, forKey: .endPoint)
        }
    }

    /// Reads the content from one object with its `kind` named; an image must name exactly one of
    /// `photo`, `photoName` and `file`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .card: self = .card(photo: try container.decode(Int.self, forKey: .photo))
        case .profileCard: self = .profileCard(photo: try container.decode(Int.self, forKey: .photo))
        case .photo: self = .photo(try container.decode(Int.self, forKey: .photo))
        case .blurredPhoto:
            self = .blurredPhoto(
                try container.decode(Int.self, forKey: .photo),
                radius: try container.decode(Double.self, forKey: .radius))
        case .fill: self = .fill(try container.decode(Color.self, forKey: .color))
        case .sheet:
            self = .sheet(
                rows: try container.decode([Int].self, forKey: .rows),
                rowHeight: try container.decode(Double.self, forKey: .rowHeight))
        case .cameraControls: self = .cameraControls
        case .stamp:
            self = .stamp(
                text: try container.decode(String.self, forKey: .text),
                color: try container.decode(Color.self, forKey: .color))
        case .image:
            self = .image(try Self.imageSource(container), fit: try container.decode(ImageFit.self, forKey: .fit))
        case .text:
            self = .text(
                try container.decode(String.self, forKey: .text),
                style: try container.decode(TextStyle.self, forKey: .style))
        case .linearGradient:
            self = .linearGradient(
                LinearGradient(
                    stops: try container.decode([GradientStop].self, forKey: .stops),
                    startPoint: try container.decode(Point.self, forKey: .startPoint),
                    endPoint: try container.decode(Point.self, forKey: .endPoint)))
        }
    }

    /// An image's source: exactly one of `photo`, `photoName` and `file`.
    private static func imageSource(_ container: KeyedDecodingContainer<Key>) throws -> ImageSource {
        let given = [Key.photo, .photoName, .file].filter { container.contains($0) }
        guard given.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "an image names exactly one of photo, photoName and file"))
        }
        switch given[0] {
        case .photo: return .photo(try container.decode(Int.self, forKey: .photo))
        case .photoName: return .photoNamed(try container.decode(String.self, forKey: .photoName))
        default: return .file(try container.decode(String.self, forKey: .file))
        }
    }
}
