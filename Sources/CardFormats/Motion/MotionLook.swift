import CardFoundation
import CardGeometry

extension MotionTrack {
    /// What a layer draws apart from where it is and how large (its `LayerLook` but the size,
    /// with its anchor), as the motion file spells it: lengths and offsets in points, colours `#RRGGBB` (`#RRGGBBAA` when not opaque),
    /// the content as words (`card photo 2`, `fill #F2F2F7`, `stamp LIKE #4CD964`). A layer without
    /// a border has `borderWidth` 0 and no `borderColor`; one without a shadow `shadowOpacity` 0
    /// and no `shadowColor`. Each distinct look is written once, in the file's `looks`, and a
    /// sample names it by its index.
    public struct Look: Codable, Sendable, Hashable {
        /// What the layer shows, in words: `card photo 2`, `fill #F2F2F7`.
        public var content: String
        /// The anchor's place across the layer, 0 (left edge) to 1 (right edge).
        public var anchorX: Double
        /// The anchor's place down the layer, 0 (top edge) to 1 (bottom edge).
        public var anchorY: Double
        /// The layer's corner radius, in points.
        public var cornerRadius: Double
        /// The border's width, in points; 0 without a border.
        public var borderWidth: Double
        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; nil without a border.
        public var borderColor: String?
        /// The shadow's opacity, 0 to 1; 0 without a shadow.
        public var shadowOpacity: Double
        /// The shadow's blur radius, in points.
        public var shadowRadius: Double
        /// The shadow's offset to the right, in points.
        public var shadowOffsetX: Double
        /// The shadow's offset downward, in points.
        public var shadowOffsetY: Double
        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; nil without a shadow.
        public var shadowColor: String?

        /// The look of `layer`, its numbers rounded to 1e-6 as the file holds them.
        public init(_ layer: Layer) {
            content = Self.describe(layer.content)
            anchorX = MotionTrack.rounded(layer.anchor.x)
            anchorY = MotionTrack.rounded(layer.anchor.y)
            cornerRadius = MotionTrack.rounded(layer.cornerRadius)
            borderWidth = MotionTrack.rounded(layer.border?.width ?? 0)
            borderColor = layer.border.map { Self.hex($0.color) }
            shadowOpacity = MotionTrack.rounded(layer.shadow?.opacity ?? 0)
            shadowRadius = MotionTrack.rounded(layer.shadow?.radius ?? 0)
            shadowOffsetX = MotionTrack.rounded(layer.shadow?.offset.x ?? 0)
            shadowOffsetY = MotionTrack.rounded(layer.shadow?.offset.y ?? 0)
            shadowColor = layer.shadow.map { Self.hex($0.color) }
        }

        /// The content in words: what it shows and the parameters that change its pixels.
        static func describe(_ content: LayerContent) -> String {
            switch content {
            case let .card(photo): "card photo \(photo)"
            case let .profileCard(photo): "profile card photo \(photo)"
            case let .photo(photo): "photo \(photo)"
            case let .blurredPhoto(photo, radius): "photo \(photo) blurred \(MotionNumber.trimmed(radius)) pt"
            case let .fill(color): "fill \(hex(color))"
            case let .sheet(rows, rowHeight):
                "sheet of photos \(rows.map { String($0) }.joined(separator: ", ")) in rows of \(MotionNumber.trimmed(rowHeight)) pt"
            case .cameraControls: "camera controls"
            case let .stamp(text, color): "stamp \(text) \(hex(color))"
            case let .image(source, fit): "image \(describe(source)) \(fit.rawValue)"
            case let .text(text, style):
                "text \"\(text)\" \(MotionNumber.trimmed(style.fontSize)) pt \(style.weight.rawValue) "
                    + "\(hex(style.color)) \(style.alignment.rawValue) at most \(style.maxLines) lines"
            case let .linearGradient(gradient):
                "linear gradient "
                    + gradient.stops.map { "\(hex($0.color)) at \(MotionNumber.trimmed($0.location))" }
                    .joined(separator: ", ")
                    + " from \(describe(gradient.startPoint)) to \(describe(gradient.endPoint))"
            }
        }

        private static func describe(_ source: ImageSource) -> String {
            switch source {
            case let .photo(photo): "photo \(photo)"
            case let .photoNamed(name): "photo \"\(name)\""
            case let .file(path): "file \"\(path)\""
            }
        }

        private static func describe(_ point: Point) -> String {
            "(\(MotionNumber.trimmed(point.x)), \(MotionNumber.trimmed(point.y)))"
        }

        /// `#RRGGBB`, or `#RRGGBBAA` for a colour that is not opaque; components rounded to 8 bits.
        static func hex(_ color: Color) -> String {
            func byte(_ value: Double) -> String {
                let digits = String(WholeNumber.clamped(min(max(value, 0), 1) * 255), radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
                + (color.alpha < 1 ? byte(color.alpha) : "")
        }
    }
}
