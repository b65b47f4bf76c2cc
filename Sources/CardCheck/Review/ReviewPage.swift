import CardFoundation
import Foundation

/// `report.html`: one offline page for reviewing a diff run, opened from the file system. It holds
/// its own CSS and JavaScript and the report's data as JSON; images are referenced where they lie
/// (expected and actual frames by relative path, diff images in the output folder), never copied
/// or inlined, and only the frame on screen loads its full images. Items are ordered by severity:
/// the most urgent status first, and within one the largest share of differing pixels.
public struct ReviewPage {
    /// The page's file name in the diff output folder.
    public static let fileName = "report.html"

    /// The diff run's report the page shows.
    public var report: DiffReport
    /// The folder the page is written into (the diff output folder).
    public var folder: String
    /// The command that records a changed item into the golden folder; nil: the page shows none.
    public var approval: ReviewApproval?

    /// A page of `report`, to be written into `folder`; nothing is written until `write()`.
    public init(report: DiffReport, folder: String, approval: ReviewApproval? = nil) {
        self.report = report
        self.folder = folder
        self.approval = approval
    }

    /// Writes `folder/report.html` atomically.
    public func write() throws {
        try AtomicFile.write(try html(), to: (folder as NSString).appendingPathComponent(Self.fileName))
    }

    /// The page's bytes: HTML with its CSS, JavaScript and the report's data inline. Throws when the
    /// page's resource files cannot be read.
    public func html() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = InlineScriptJSON.escaped(String(decoding: try encoder.encode(model()), as: UTF8.self))
        return Data(try ReviewPageResources.page(data: json).utf8)
    }

    // MARK: The data the page reads

    struct Model: Encodable {
        var tool: String
        var expected: String
        var actual: String
        var totals: DiffReport.Totals
        var layout: ReviewPageLayout
        var items: [Item]
        /// What report.json's `apngTimings` say: APNGs compared with another frame rate or length.
        var timings: [String]
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
        /// The largest share of differing pixels of any frame.
        var worstRatio: Double
        var motion: Motion?
        /// How the animation's APNG differs in frame rate or length from its counterpart.
        var timing: String?
        /// The command that records this item's change, and the other changed items it records too.
        var approve: String?
        var approveAlso: [String]
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

    func model() -> Model {
        let manifest = ManifestTimes.read(report.actual) ?? ManifestTimes.read(report.expected)
        let fps = manifest?.fps ?? 60
        let groups = ReviewGroups.make(report.pairs)
        let needsReview = groups.filter { $0.status != .passed && $0.status != .missing && $0.status != .error }
        let items = groups.map { group -> Item in
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
            if group.kind == .animation,
                let finding = AnimationMotion.find(
                    expected: report.expected, actual: report.actual, animation: group.id)
            {
                motion = Self.motion(finding)
            }
            // Recording approves what differs or is new; a missing item is not recorded, and an unreadable one cannot be.
            let approvable = needsReview.contains(group)
            let approve = approvable ? approval?.command(for: group) : nil
            let also =
                approve == nil ? [] : needsReview.filter { $0 != group && approval!.records($0, with: group) }.map(\.id)
            return Item(
                id: group.id, kind: group.kind.rawValue, scene: group.scene, status: group.status.rawValue, fps: fps,
                frames: frames, others: group.others.map { self.frame(report.pairs[$0]) }, worst: worst,
                first: frames.firstIndex { !$0.passes }, changed: frames.filter { !$0.passes }.count,
                worstRatio: frames.map(\.ratio).max() ?? 0, motion: motion,
                timing: group.kind == .animation ? timings.first { animation(of: $0) == group.id }?.sentence : nil,
                approve: approve, approveAlso: also)
        }
        return Model(
            tool: report.tool, expected: report.expected, actual: report.actual, totals: report.totals,
            layout: ReviewPageLayout(expected: report.expected, actual: report.actual, folder: folder),
            items: Self.bySeverity(items), timings: timings.map(\.sentence))
    }

    private var timings: [APNGTimingNote] { report.apngTimings ?? [] }

    /// The animation (`scene/animation`) a timing note's APNG stands for: `scene/animation/animation.png`
    /// or the frame folder `scene/animation` below the compared folders; nil for any other path.
    func animation(of note: APNGTimingNote) -> String? {
        for (file, root) in [(note.expected, report.expected), (note.actual, report.actual)] {
            guard file.hasPrefix(root + "/") else { continue }
            let parts = file.dropFirst(root.count + 1).split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 3, parts[2] == APNGPairs.animationFileName || parts.count == 2 {
                return "\(parts[0])/\(parts[1])"
            }
        }
        return nil
    }

    /// The most urgent status first (as `ReviewGroup.Status` orders them), then the largest share
    /// of differing pixels, then report order.
    static func bySeverity(_ items: [Item]) -> [Item] {
        let rank = Dictionary(uniqueKeysWithValues: ReviewGroup.Status.allCases.enumerated().map { ($1.rawValue, $0) })
        return items.enumerated().sorted { a, b in
            let (x, y) = (rank[a.element.status] ?? .max, rank[b.element.status] ?? .max)
            if x != y { return x < y }
            if a.element.worstRatio != b.element.worstRatio { return a.element.worstRatio > b.element.worstRatio }
            return a.offset < b.offset
        }.map(\.element)
    }

    private func frame(_ pair: DiffPairResult) -> Frame {
        let expectedFile = file(report.expected, pair.path), actualFile = file(report.actual, pair.path)
        let same = pair.kind == .identical || pair.kind == .samePixels
        let actualURL =
            pair.actualImage.map(RelativeURL.encodeRelative)
            ?? actualFile.map { RelativeURL.from(folder: folder, to: $0) }
        // A frame of an APNG golden is shown from where the diff wrote it out; one its checksum
        // vouched for was not written out, and the rendered file shows the same pixels.
        var expectedURL = pair.expectedImage.map(RelativeURL.encodeRelative)
        if expectedURL == nil, let expectedFile {
            expectedURL =
                same && !FileManager.default.fileExists(atPath: expectedFile)
                ? actualURL : RelativeURL.from(folder: folder, to: expectedFile)
        }
        return Frame(
            path: pair.path, kind: pair.kind.rawValue, passes: pair.kind.passes, note: pair.explanation,
            pixels: pair.differentPixels, ratio: pair.differentRatio,
            width: pair.actualWidth ?? pair.width, height: pair.actualHeight ?? pair.height,
            expected: pair.kind == .extra ? nil : expectedURL,
            actual: pair.kind == .missing || same ? nil : actualURL,
            diff: pair.diffImage.map(RelativeURL.encodeRelative))
    }

    /// The file of `path` under a side of the diff (the side itself when it is a file).
    private func file(_ root: String, _ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? (root as NSString).appendingPathComponent(path) : root
    }
}
