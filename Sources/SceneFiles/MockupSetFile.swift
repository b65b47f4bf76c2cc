import CardFoundation
import CardGeometry
import CardSettings
import Foundation
import Yams

/// A mockup set file (YAML or JSON; `cardrender init` writes a commented
/// starter): the formats, languages and shots of a release's marketing
/// images, with their titles inline or from a CSV table. Every key is checked, every number
/// bounded and every list capped; a problem names the file, the line and the key.
public enum MockupSetFile {
    /// A set file is a page or two; a larger one is refused before it is parsed.
    public static let maxBytes = 256 << 10
    /// The texts table: a row per shot and language.
    public static let maxTableBytes = 4 << 20
    /// Characters of a title or subtitle, counted as `TextCharacters` counts them (a pile of
    /// accents by its pieces).
    public static let maxTextLength = 500
    /// Characters of a language tag (`zh-Hant-TW`).
    static let maxLanguageLength = 35

    static let topKeys = [
        "formats", "languages", "density", "device-frame", "frame-color", "background", "gradient", "background-photo",
        "blur", "dim",
        "title-color", "title-size", "font", "text-position", "padding", "seed", "scene-file", "captions", "texts",
        "shots",
        "export", "fps", "speed", "loop", "app-preview", "stamps"
    ]
    static let shotKeys = [
        "scene", "animation", "time", "preset", "stamps", "background", "gradient", "title", "subtitle"
    ]

    /// Reads the set file at `path` (at most `maxBytes`); throws `SceneFileProblem` naming the line and
    /// key of the first problem.
    public static func load(_ path: String) throws -> MockupSet {
        let data: Data
        do {
            data = try RegularFileContents.read(path, limit: maxBytes) {
                "\($0) bytes; a mockup set file may be at most \(maxBytes / 1024) KB"
            }
        } catch {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: "not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// `path`: the file's own, for messages and for the files it names (relative to its folder).
    public static func parse(_ text: String, path: String) throws -> MockupSet {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw SceneFile.syntaxProblem(error, text: text, path: path)
        }
        guard let root else { throw problem(path, nil, nil, "the file is empty; it needs at least formats and shots") }
        var reader = Reader(path: path)
        return try reader.set(root)
    }

    static func problem(_ path: String, _ node: Node?, _ key: String?, _ message: String) -> SceneFileProblem {
        SceneFileProblem(path: path, line: node?.mark?.line, key: key, message: message)
    }

    /// Reads one file's nodes into a set.
    struct Reader {
        let path: String

        func problem(_ node: Node?, _ key: String?, _ message: String) -> SceneFileProblem {
            MockupSetFile.problem(path, node, key, message)
        }

        /// A file the set names, relative to the set file's folder.
        func relative(_ name: String) -> String {
            name.hasPrefix("/")
                ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        }

        mutating func set(_ root: Node) throws -> MockupSet {
            let top = try mapping(root, key: nil, known: MockupSetFile.topKeys)
            var base = MockupSettings()
            var formats: [MockupFormat] = []
            var languages: [String]?
            var sceneParameters = SceneParameters()
            var shotNodes: [Node] = []
            var table: [String: [String: (title: String?, subtitle: String?)]] = [:]
            var look = MockupSettingsBuilder()
            var backgrounds = 0
            var exports: [ExportFormat] = []
            var fps = 30.0, speed = AnimatedMockupTimeline.defaultSpeed, loop = 0, appPreview = false
            var stampWords = StampWords()

            for (name, value) in top {
                switch name {
                case "formats":
                    for item in try list(value, key: name, max: MockupFormat.all.count) {
                        let text = try string(item, key: name, max: 40)
                        guard let format = MockupFormat.named(text) else {
                            throw problem(
                                item, name,
                                "\(QuotedText.quoted(text)): unknown format (known: \(MockupFormat.all.map(\.name).joined(separator: ", ")))"
                            )
                        }
                        guard !formats.contains(format) else { throw problem(item, name, "\(text) is listed twice") }
                        formats.append(format)
                    }
                case "languages":
                    var seen: [String] = []
                    for item in try list(value, key: name, max: MockupSet.maxLanguages) {
                        let tag = try language(item, key: name)
                        guard !seen.contains(tag) else { throw problem(item, name, "\(tag) is listed twice") }
                        seen.append(tag)
                    }
                    languages = seen
                case "density":
                    guard let density = MockupSettingsBuilder.density(named: try string(value, key: name, max: 4))
                    else {
                        throw problem(value, name, "1x, 2x or 3x")
                    }
                    look.density = density
                case "device-frame": look.deviceFrame = try bool(value, key: name)
                case "frame-color": look.frameColor = try color(value, key: name)
                case "background": look.background = .solid(try color(value, key: name)); backgrounds += 1
                case "gradient": look.background = try gradient(value, key: name); backgrounds += 1
                case "background-photo":
                    look.backgroundPhoto = Int(try number(value, key: name, in: 1...10_000, whole: true)) - 1
                    backgrounds += 1
                case "blur", "dim": continue  // read with background-photo below
                case "title-color": look.titleColor = try color(value, key: name)
                case "title-size":
                    look.titleSize = try number(value, key: name, in: MockupSettingsBuilder.Number.titleSize.range)
                case "font":
                    let file = try string(value, key: name, max: 4096)
                    guard !file.isEmpty else {
                        throw problem(value, name, "a TrueType or OpenType file (.ttf or .otf)")
                    }
                    look.font = relative(file)
                case "text-position":
                    let text = try string(value, key: name, max: 10)
                    guard let position = MockupSettingsBuilder.textPosition(named: text) else {
                        throw problem(value, name, "above, below or beside")
                    }
                    look.textPosition = position
                case "padding":
                    look.padding = try number(value, key: name, in: MockupSettingsBuilder.Number.padding.range)
                case "seed":
                    base.seed = UInt64(try number(value, key: name, in: 0...9_007_199_254_740_991, whole: true))
                case "scene-file":
                    let file = relative(try string(value, key: name, max: 4096))
                    sceneParameters = try SceneFile.load(file)
                case "captions":
                    let file = relative(try string(value, key: name, max: 4096))
                    do { base.captions = try CaptionFile.load(file) } catch { throw problem(value, name, "\(error)") }
                case "texts":
                    table = try texts(relative(try string(value, key: name, max: 4096)), node: value)
                case "shots":
                    shotNodes = try list(value, key: name, max: MockupSet.maxShots)
                case "export":
                    for item in try list(value, key: name, max: ExportFormat.allCases.count) {
                        let text = try string(item, key: name, max: 10)
                        guard let format = ExportFormat(rawValue: text.lowercased()) else {
                            throw problem(
                                item, name,
                                "\(QuotedText.quoted(text)): unknown format (known: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
                            )
                        }
                        guard !exports.contains(format) else { throw problem(item, name, "\(text) is listed twice") }
                        exports.append(format)
                    }
                case "fps": fps = try number(value, key: name, in: 1...60)
                case "speed": speed = try number(value, key: name, in: SettingLimits.speed)
                case "loop": loop = Int(try number(value, key: name, in: 0...65535, whole: true))
                case "app-preview": appPreview = try bool(value, key: name)
                case "stamps":
                    for (stamp, words) in try mapping(value, key: name, known: ["like", "nope"]) {
                        let table = try texts(words, key: "\(name).\(stamp)", max: StampWords.maxLength)
                        if stamp == "like" { stampWords.like = table } else { stampWords.nope = table }
                    }
                default:
                    break
                }
            }
            if backgrounds > 1 { throw problem(root, nil, "background, gradient and background-photo: choose one") }
            if look.backgroundPhoto != nil {
                look.blur = try top.first { $0.0 == "blur" }.map {
                    try number($0.1, key: "blur", in: MockupSettingsBuilder.Number.blur.range)
                }
                look.dim = try top.first { $0.0 == "dim" }.map {
                    try number($0.1, key: "dim", in: MockupSettingsBuilder.Number.dim.range)
                }
            }
            // The device frame is suited to each format's screen when the set is laid out.
            look.apply(to: &base, frameScreen: nil)
            guard !formats.isEmpty else {
                throw problem(
                    root, "formats",
                    "name at least one format (\(MockupFormat.all.map(\.name).joined(separator: ", ")))")
            }
            guard !shotNodes.isEmpty else {
                throw problem(root, "shots", "list at least one shot (a scene, and its title)")
            }

            var shots: [MockupSet.Shot] = []
            for (index, node) in shotNodes.enumerated() {
                shots.append(
                    try shot(
                        node, key: "shots[\(index + 1)]", parameters: sceneParameters,
                        table: table["\(index + 1)"] ?? [:]))
            }
            if let stray = table.keys.compactMap(Int.init).filter({ $0 > shots.count }).min() {
                throw problem(
                    top.first { $0.0 == "texts" }?.1, "texts",
                    "the table gives texts for shot \(stray); the file lists \(shots.count) shots")
            }
            let named = Set(shots.flatMap { Array($0.titles.keys) + Array($0.subtitles.keys) }).filter { $0 != "*" }
            let chosen = languages ?? (named.isEmpty ? ["en-US"] : named.sorted())
            // A text given for every language ("*") fills each language that has none of its own.
            for index in shots.indices {
                for language in chosen {
                    if shots[index].titles[language] == nil { shots[index].titles[language] = shots[index].titles["*"] }
                    if shots[index].subtitles[language] == nil {
                        shots[index].subtitles[language] = shots[index].subtitles["*"]
                    }
                }
                shots[index].titles["*"] = nil
                shots[index].subtitles["*"] = nil
            }
            let count = chosen.count * formats.count * shots.count
            guard count <= MockupSet.maxImages else {
                throw problem(
                    root, nil,
                    "\(chosen.count) languages × \(formats.count) formats × \(shots.count) shots is \(count) images; at most \(MockupSet.maxImages)"
                )
            }
            var set = MockupSet(formats: formats, languages: chosen, shots: shots, base: base)
            set.exports = exports
            set.fps = fps
            set.speed = speed
            set.loop = loop
            set.appPreview = appPreview
            set.stampWords = stampWords
            let animated = set.images.reduce(0) { $0 + $1.animated.count }
            guard animated <= MockupSet.maxAnimated else {
                throw problem(
                    root, nil,
                    "\(animated) animated files (each animated shot × format × language × export); at most \(MockupSet.maxAnimated)"
                )
            }
            return set
        }

        func shot(
            _ node: Node, key: String, parameters: SceneParameters,
            table: [String: (title: String?, subtitle: String?)]
        ) throws -> MockupSet.Shot {
            let fields = try mapping(node, key: key, known: MockupSetFile.shotKeys)
            guard let sceneNode = fields.first(where: { $0.0 == "scene" })?.1 else {
                throw problem(node, key, "a shot needs a scene (\(SceneCatalog.names.joined(separator: ", ")))")
            }
            let scene = try string(sceneNode, key: "\(key).scene", max: 40)
            guard SceneCatalog.names.contains(scene) else {
                throw problem(
                    sceneNode, "\(key).scene",
                    "\(QuotedText.quoted(scene)): unknown scene (known: \(SceneCatalog.names.joined(separator: ", ")))")
            }
            var shot = MockupSet.Shot(scene: scene, sceneParameters: parameters)
            for (language, texts) in table {
                if let title = texts.title { shot.titles[language] = title }
                if let subtitle = texts.subtitle { shot.subtitles[language] = subtitle }
            }
            var backgrounds = 0
            for (name, value) in fields {
                let here = "\(key).\(name)"
                switch name {
                case "animation":
                    let animation = try string(value, key: here, max: 40)
                    let known = SceneCatalog.animationNames(of: scene)
                    guard known.contains(animation) else {
                        throw problem(
                            value, here,
                            "\(QuotedText.quoted(animation)): \(scene) has no such animation (it has: \(known.joined(separator: ", ")))"
                        )
                    }
                    shot.animation = animation
                case "time": shot.time = try number(value, key: here, in: 0...SceneLimits.maxDuration)
                case "preset":
                    let text = try string(value, key: here, max: 400)
                    do throws(PresetChoice.Problem) {
                        try PresetChoice(parsing: text).apply(to: &shot.sceneParameters)
                    } catch {
                        throw problem(value, here, error.message(quoting: QuotedText.quoted))
                    }
                case "stamps": shot.sceneParameters.setStamps(try bool(value, key: here))
                case "background": shot.background = .solid(try color(value, key: here)); backgrounds += 1
                case "gradient": shot.background = try gradient(value, key: here); backgrounds += 1
                case "title": shot.titles.merge(try texts(value, key: here)) { _, inline in inline }
                case "subtitle": shot.subtitles.merge(try texts(value, key: here)) { _, inline in inline }
                default: break
                }
            }
            if backgrounds > 1 { throw problem(node, key, "background and gradient: choose one") }
            if shot.time != nil && shot.animation == nil {
                throw problem(node, "\(key).time", "a time is a moment of an animation: name the animation too")
            }
            return shot
        }

        /// A text for every language (a string, kept under "*"), or one per language; each at most
        /// `max` characters.
        func texts(_ node: Node, key: String, max: Int = MockupSetFile.maxTextLength) throws -> [String: String] {
            if node.scalar != nil { return ["*": try string(node, key: key, max: max)] }
            var result: [String: String] = [:]
            for (name, value) in try mapping(node, key: key, known: nil) {
                let tag = try language(Node(name), key: key, at: value)
                guard result[tag] == nil else { throw problem(value, key, "\(tag) is given twice") }
                result[tag] = try string(value, key: "\(key).\(name)", max: max)
            }
            guard result.count <= MockupSet.maxLanguages else {
                throw problem(node, key, "more than \(MockupSet.maxLanguages) languages")
            }
            return result
        }

        /// The texts table: CSV with a header row naming `shot`, `language`, `title` and
        /// `subtitle` (any order); a row per shot (its number in `shots`) and language.
        func texts(_ file: String, node: Node) throws -> [String: [String: (title: String?, subtitle: String?)]] {
            let data: Data
            do {
                data = try RegularFileContents.read(file, limit: MockupSetFile.maxTableBytes) {
                    "\($0) bytes; a texts table may be at most \(MockupSetFile.maxTableBytes >> 20) MiB"
                }
            } catch {
                throw SceneFileProblem(path: file, line: nil, key: nil, message: error.reason)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SceneFileProblem(path: file, line: nil, key: nil, message: "not UTF-8 text")
            }
            let rows: [CSVRows.Row]
            do { rows = try CSVRows.parse(text, path: file) } catch {
                throw SceneFileProblem(path: file, line: nil, key: nil, message: "\(error)")
            }
            guard let header = rows.first else {
                throw SceneFileProblem(
                    path: file, line: nil, key: nil,
                    message: "empty; the first row names the columns shot, language, title, subtitle")
            }
            let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let shotColumn = names.firstIndex(of: "shot"), let languageColumn = names.firstIndex(of: "language")
            else {
                throw SceneFileProblem(
                    path: file, line: header.line, key: nil,
                    message: "the first row names the columns shot, language, title, subtitle")
            }
            let titleColumn = names.firstIndex(of: "title"), subtitleColumn = names.firstIndex(of: "subtitle")
            var table: [String: [String: (title: String?, subtitle: String?)]] = [:]
            for row in rows.dropFirst() where !(row.fields.count == 1 && row.fields[0].isEmpty) {
                func field(_ column: Int?) -> String? {
                    guard let column, column < row.fields.count else { return nil }
                    let value = row.fields[column]
                    return value.isEmpty ? nil : value
                }
                func fail(_ message: String) -> SceneFileProblem {
                    SceneFileProblem(path: file, line: row.line, key: nil, message: message)
                }
                guard let shotText = field(shotColumn), let number = Int(shotText.trimmingCharacters(in: .whitespaces)),
                    (1...MockupSet.maxShots).contains(number)
                else {
                    throw fail("the shot is its number in the set file's shots, 1 to \(MockupSet.maxShots)")
                }
                guard let given = field(languageColumn).map({ $0.trimmingCharacters(in: .whitespaces) }),
                    Self.isLanguageTag(given)
                else {
                    throw fail("the language is a tag such as en-US or ar")
                }
                let tag = Self.canonicalLanguageTag(given)
                for value in [field(titleColumn), field(subtitleColumn)].compactMap({ $0 })
                where TextCharacters.exceeds(value, MockupSetFile.maxTextLength) {
                    throw fail(
                        "a text of \(TextCharacters.count(value)) characters; at most \(MockupSetFile.maxTextLength)")
                }
                guard table["\(number)"]?[tag] == nil else { throw fail("shot \(number) in \(tag) is given twice") }
                table["\(number)", default: [:]][tag] = (field(titleColumn), field(subtitleColumn))
                guard table["\(number)"]!.count <= MockupSet.maxLanguages else {
                    throw fail("more than \(MockupSet.maxLanguages) languages")
                }
            }
            return table
        }

        // MARK: Values

        func mapping(_ node: Node, key: String?, known: [String]?) throws -> [(String, Node)] {
            guard let mapping = node.mapping else { throw problem(node, key, "expected keys and values") }
            var seen = Set<String>()
            return try mapping.map { pair in
                guard let name = pair.key.string else { throw problem(pair.key, key, "keys must be text") }
                let here = key.map { "\($0).\(name)" } ?? name
                guard seen.insert(name).inserted else { throw problem(pair.key, here, "given twice") }
                if let known, !known.contains(name) {
                    throw problem(pair.key, here, "unknown key (known: \(known.joined(separator: ", ")))")
                }
                return (name, pair.value)
            }
        }

        func list(_ node: Node, key: String, max: Int) throws -> [Node] {
            if node.scalar != nil { return [node] }
            guard let sequence = node.sequence else { throw problem(node, key, "expected a list") }
            guard sequence.count <= max else { throw problem(node, key, "\(sequence.count) items; at most \(max)") }
            return Array(sequence)
        }

        func string(_ node: Node, key: String, max: Int) throws -> String {
            guard let text = node.scalar?.string else { throw problem(node, key, "expected text") }
            guard !TextCharacters.exceeds(text, max) else {
                throw problem(node, key, "\(TextCharacters.count(text)) characters; at most \(max)")
            }
            return text
        }

        func bool(_ node: Node, key: String) throws -> Bool {
            switch node.scalar?.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: throw problem(node, key, "expected true or false")
            }
        }

        func number(_ node: Node, key: String, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double {
            guard let text = node.scalar?.string, let value = Double(text), value.isFinite else {
                throw problem(node, key, "expected a number")
            }
            guard range.contains(value) else {
                throw problem(
                    node, key,
                    "\(QuotedText.prefix(text)) is out of range (\(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound)))"
                )
            }
            if whole && value != value.rounded() { throw problem(node, key, "expected a whole number") }
            return value
        }

        func color(_ node: Node, key: String) throws -> Color {
            let text = try string(node, key: key, max: 9)
            guard text.count == 7, let value = ValueShorthands.color(hex: text),
                let red = value["red"] as? Double, let green = value["green"] as? Double,
                let blue = value["blue"] as? Double
            else {
                throw problem(node, key, "\(QuotedText.quoted(text)): a colour is #RRGGBB")
            }
            return Color(red: red, green: green, blue: blue)
        }

        /// `FROM,TO[,ANGLE]` as text or a list: colours and degrees.
        func gradient(_ node: Node, key: String) throws -> MockupBackground {
            let parts: [Node]
            if let text = node.scalar?.string {
                guard text.count <= 40 else { throw problem(node, key, "expected FROM,TO[,ANGLE]") }
                parts = text.split(separator: ",").map {
                    Node(String($0).trimmingCharacters(in: .whitespaces), node.tag, .plain)
                }
            } else {
                parts = try list(node, key: key, max: 3)
            }
            guard parts.count == 2 || parts.count == 3 else {
                throw problem(node, key, "expected FROM,TO[,ANGLE]: two colours and an angle in degrees")
            }
            let angle = parts.count == 3 ? try number(parts[2], key: key, in: -360...360) : 90
            return .gradient(from: try color(parts[0], key: key), to: try color(parts[1], key: key), angle: angle)
        }

        func language(_ node: Node, key: String, at place: Node? = nil) throws -> String {
            guard let text = node.scalar?.string, text == "*" || Self.isLanguageTag(text) else {
                throw problem(
                    place ?? node, key,
                    "\(QuotedText.quoted(node.scalar?.string ?? "")): a language is a tag such as en-US, de-DE or ar (or * for every language)"
                )
            }
            return Self.canonicalLanguageTag(text)
        }

        /// The tag in BCP 47's case (`en-US`, `zh-Hant-TW`): tags are case-insensitive, and each
        /// language is a folder, so `en-us` and `EN-US` are the same language and the same folder,
        /// also on a disk that ignores case.
        static func canonicalLanguageTag(_ text: String) -> String {
            text.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, part in
                if index > 0 && part.count == 4 && part.allSatisfy(\.isLetter) {
                    return part.prefix(1).uppercased() + part.dropFirst().lowercased()
                }
                if index > 0 && part.count == 2 { return part.uppercased() }
                return part.lowercased()
            }.joined(separator: "-")
        }

        /// A BCP 47-like tag: letters and digits in parts joined by `-`, used as a folder name.
        static func isLanguageTag(_ text: String) -> Bool {
            guard (2...MockupSetFile.maxLanguageLength).contains(text.count), text.first?.isLetter == true else {
                return false
            }
            return text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.count <= 8 && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        }
    }
}
