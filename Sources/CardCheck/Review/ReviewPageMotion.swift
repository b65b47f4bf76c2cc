import CardFormats
/// The review page's motion data for one animation: the sentences, the curves of every layer that
/// moves or whose motion parts, and a row per drawn property that changed without moving
/// (corner radius, border, shadow, content, background).
extension ReviewPage {
    struct Motion: Encodable {
        var sentences: [String]
        var differs: Bool
        var expectedTimes: [Double]
        var actualTimes: [Double]
        /// Each plotted property's unit, as the axes name it.
        var units: [String: String]
        var layers: [MotionLayer]
        var properties: [PropertyRow]
    }

    struct MotionLayer: Encodable {
        var id: String
        var differs: Bool
        var sentence: String
        /// The properties plotted, in order (x, y, rotation, scale, alpha, then width and height where they vary).
        var plotted: [String]
        /// Per property: values per frame (null where the layer is absent) and the first parting time.
        var properties: [String: Curve]
    }

    struct Curve: Encodable {
        var expected: [Double?]
        var actual: [Double?]
        var parts: Double?
        var largest: Double?
    }

    /// A property that changed without moving: "card 0 · cornerRadius · 15 pt · 24 pt".
    struct PropertyRow: Encodable {
        /// The layer, or nil for the frame's background.
        var layer: String?
        var property: String
        var expected: String
        var actual: String
        /// Where it first differs, when the values change over time (nil: each side holds one value).
        var from: Double?
    }

    static let units = [
        "x": "pt", "y": "pt", "rotation": "°", "scale": "×", "alpha": "0–1", "width": "pt", "height": "pt"
    ]

    static func motion(_ finding: AnimationMotion.Finding) -> Motion {
        guard case let .compared(comparison, expected, actual) = finding else {
            return Motion(
                sentences: finding.sentences, differs: false, expectedTimes: [], actualTimes: [], units: units,
                layers: [], properties: [])
        }
        // Plotted: the layers that move or whose motion parts, in the order of the sentences, then the others that move.
        let order = comparison.sentences
        let shown = comparison.layers.filter { $0.moves || !$0.divergences.isEmpty || $0.presence != .both }
            .enumerated().sorted { a, b in
                let (x, y) = (
                    order.firstIndex(of: a.element.sentence) ?? .max, order.firstIndex(of: b.element.sentence) ?? .max
                )
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        let layers = shown.map { layer -> MotionLayer in
            var curves: [String: Curve] = [:], plotted: [String] = []
            for property in MotionComparison.Property.allCases {
                let divergence = layer.divergences.first { $0.property == property }
                curves[property.rawValue] = Curve(
                    expected: expected.frames.map { $0.layers[layer.id].map(property.value) },
                    actual: actual.frames.map { $0.layers[layer.id].map(property.value) },
                    parts: divergence?.firstTime, largest: divergence?.largest)
                plotted.append(property.rawValue)
            }
            // A size that changes over time is motion too: plotted like the others.
            for (name, value) in [("width", \MotionTrack.Sample.width), ("height", \MotionTrack.Sample.height)] {
                let curve = Curve(
                    expected: expected.frames.map { $0.layers[layer.id]?[keyPath: value] },
                    actual: actual.frames.map { $0.layers[layer.id]?[keyPath: value] },
                    parts: nil, largest: nil)
                let change = layer.lookChanges.first { $0.property == name }
                guard Self.varies(curve.expected) || Self.varies(curve.actual) else { continue }
                curves[name] = Curve(
                    expected: curve.expected, actual: curve.actual, parts: change?.firstTime, largest: change?.largest)
                plotted.append(name)
            }
            // Marked where its curves part; a property that does not move is a row below instead.
            let parts =
                !layer.divergences.isEmpty || layer.presence != .both || curves.values.contains { $0.parts != nil }
            return MotionLayer(
                id: layer.id, differs: parts, sentence: layer.sentence, plotted: plotted, properties: curves)
        }
        // Rows in the order of the sentences, then in layer order.
        let byLayer = comparison.layers.enumerated().sorted { a, b in
            let (x, y) = (
                order.firstIndex(of: a.element.sentence) ?? .max, order.firstIndex(of: b.element.sentence) ?? .max
            )
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        var rows = byLayer.flatMap { layer in
            layer.lookChanges.map {
                PropertyRow(
                    layer: layer.id, property: $0.property, expected: $0.expected, actual: $0.actual,
                    from: $0.steady ? nil : $0.firstTime)
            }
        }
        if let background = comparison.background {
            rows.append(
                PropertyRow(
                    layer: nil, property: background.property, expected: background.expected, actual: background.actual,
                    from: background.steady ? nil : background.firstTime))
        }
        return Motion(
            sentences: comparison.sentences, differs: comparison.differs, expectedTimes: expected.frames.map(\.time),
            actualTimes: actual.frames.map(\.time), units: units, layers: layers, properties: rows)
    }

    /// Whether the values (where present) are not all the same.
    private static func varies(_ values: [Double?]) -> Bool {
        let present = values.compactMap { $0 }
        guard let first = present.first else { return false }
        return present.contains { abs($0 - first) > 0.001 }
    }
}
