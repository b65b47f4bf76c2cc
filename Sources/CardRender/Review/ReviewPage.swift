import Foundation

/// `report.html`: one offline page for reviewing a diff run, opened from the file system. It holds
/// its own CSS and JavaScript and the report's data as JSON; images are referenced where they lie
/// (expected and actual frames by relative path, diff images in the output folder), never copied
/// or inlined, and only the frame on screen loads its full images.
public struct ReviewPage {
    public static let fileName = "report.html"

    public var report: DiffReport
    /// The folder the page is written into (the diff output folder).
    public var folder: String

    public init(report: DiffReport, folder: String) {
        self.report = report
        self.folder = folder
    }

    /// Writes `folder/report.html` atomically.
    public func write() throws {
        try AtomicFile.write(try html(), to: (folder as NSString).appendingPathComponent(Self.fileName))
    }

    public func html() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = InlineScriptJSON.escaped(String(decoding: try encoder.encode(model()), as: UTF8.self))
        let page = ReviewPageTemplate.html
            .replacingOccurrences(of: "/*STYLE*/", with: ReviewPageStyle.css)
            .replacingOccurrences(of: "/*SCRIPT*/", with: ReviewPageScript.js)
            .replacingOccurrences(of: "{{DATA}}", with: json)
        return Data(page.utf8)
    }

    // MARK: The data the page reads

    struct Model: Encodable {
        var tool: String
        var expected: String
        var actual: String
        var totals: DiffReport.Totals
        var items: [Item]
    }

    struct Item: Encodable {
        var id: String
        var kind: String
        var scene: String?
        var status: String
        var fps: Double
        var frames: [Frame]
        var others: [Frame]
        /// Index into `frames` of the frame with most differing pixels (nil: none differ).
        var worst: Int?
        /// Index into `frames` of the first frame that does not pass.
        var first: Int?
        var changed: Int
        var motion: Motion?
    }

    struct Frame: Encodable {
        var path: String
        var kind: String
        var passes: Bool
        var note: String
        var number: Int?
        var time: Double?
        var pixels: Int
        var ratio: Double
        var width: Int?
        var height: Int?
        /// Relative URLs from the page: expected (always, when it exists), actual (unless the
        /// files are identical: the page shows the expected one once) and the diff image.
        var expected: String?
        var actual: String?
        var diff: String?
    }

    struct Motion: Encodable {
        var sentences: [String]
        var differs: Bool
        var expectedTimes: [Double]
        var actualTimes: [Double]
        var layers: [MotionLayer]
    }

    struct MotionLayer: Encodable {
        var id: String
        var differs: Bool
        var sentence: String
        /// Per property: values per frame (null where the layer is absent) and the first parting time.
        var properties: [String: Curve]
    }

    struct Curve: Encodable {
        var expected: [Double?]
        var actual: [Double?]
        var parts: Double?
        var largest: Double?
    }

    func model() -> Model {
        let manifest = ManifestTimes.read(report.actual) ?? ManifestTimes.read(report.expected)
        let fps = manifest?.fps ?? 60
        let items = ReviewGroups.make(report.pairs).map { group -> Item in
            let frames = group.frames.enumerated().map { position, index -> Frame in
                var frame = self.frame(report.pairs[index])
                if group.kind == .animation {
                    frame.number = group.frameNumbers[position]
                    frame.time = manifest?.times[frame.path] ?? Double(group.frameNumbers[position]) / fps
                }
                return frame
            }
            let worst = frames.indices.filter { frames[$0].pixels > 0 }.max { frames[$0].pixels < frames[$1].pixels }
            var motion: Motion?
            if group.kind == .animation, let finding = AnimationMotion.find(expected: report.expected, actual: report.actual, animation: group.id) {
                motion = Self.motion(finding)
            }
            return Item(id: group.id, kind: group.kind.rawValue, scene: group.scene, status: group.status.rawValue, fps: fps,
                        frames: frames, others: group.others.map { self.frame(report.pairs[$0]) }, worst: worst,
                        first: frames.firstIndex { !$0.passes }, changed: frames.filter { !$0.passes }.count, motion: motion)
        }
        return Model(tool: report.tool, expected: report.expected, actual: report.actual, totals: report.totals, items: items)
    }

    private func frame(_ pair: DiffPairResult) -> Frame {
        let expectedFile = file(report.expected, pair.path), actualFile = file(report.actual, pair.path)
        let same = pair.kind == .identical || pair.kind == .samePixels
        return Frame(path: pair.path, kind: pair.kind.rawValue, passes: pair.kind.passes, note: pair.explanation,
                     pixels: pair.differentPixels, ratio: pair.differentRatio,
                     width: pair.actualWidth ?? pair.width, height: pair.actualHeight ?? pair.height,
                     expected: pair.kind == .extra ? nil : expectedFile.map { RelativeURL.from(folder: folder, to: $0) },
                     actual: pair.kind == .missing || same ? nil : actualFile.map { RelativeURL.from(folder: folder, to: $0) },
                     diff: pair.diffImage.map(RelativeURL.encodeRelative))
    }

    /// The file of `path` under a side of the diff (the side itself when it is a file).
    private func file(_ root: String, _ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? (root as NSString).appendingPathComponent(path) : root
    }

    static func motion(_ finding: AnimationMotion.Finding) -> Motion {
        guard case let .compared(comparison, expected, actual) = finding else {
            return Motion(sentences: finding.sentences, differs: false, expectedTimes: [], actualTimes: [], layers: [])
        }
        // Plotted: the layers that move or differ, in the order of the sentences, then the others that move.
        let order = comparison.sentences
        let shown = comparison.layers.filter { $0.moves || $0.differs }.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: a.element.sentence) ?? .max, order.firstIndex(of: b.element.sentence) ?? .max)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        let layers = shown.map { layer -> MotionLayer in
            var curves: [String: Curve] = [:]
            for property in MotionComparison.Property.allCases {
                let divergence = layer.divergences.first { $0.property == property }
                curves[property.rawValue] = Curve(expected: expected.frames.map { $0.layers[layer.id].map(property.value) },
                                                  actual: actual.frames.map { $0.layers[layer.id].map(property.value) },
                                                  parts: divergence?.firstTime, largest: divergence?.largest)
            }
            return MotionLayer(id: layer.id, differs: layer.differs, sentence: layer.sentence, properties: curves)
        }
        return Motion(sentences: comparison.sentences, differs: comparison.differs, expectedTimes: expected.frames.map(\.time),
                      actualTimes: actual.frames.map(\.time), layers: layers)
    }
}
