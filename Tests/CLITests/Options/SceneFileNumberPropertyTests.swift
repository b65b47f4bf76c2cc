import Foundation
import Synchronization
import Testing
import TestSupport

/// Every number a scene file can hold, set to each hostile value in turn: `cardrender plan` either
/// accepts it and prints finite numbers, or refuses it with a usage error naming the key and the
/// allowed range; it never dies by a signal, hangs or prints inf or NaN. A few accepted extremes
/// are also rendered.
@Suite struct SceneFileNumberPropertyTests {
    /// YAML spellings: NaN, ±∞, huge, negative, zero, big, 2³² + 1, fractional, subnormal.
    static let hostileValues = [".nan", ".inf", "-.inf", "1e308", "-1", "0", "1e9", "4294967297", "1.5", "1e-320"]

    /// Every numeric leaf of the schema as `cardrender init` writes it (JSON: colours and curves as
    /// objects, optional parameters as null), as key paths.
    static func numericKeys() throws -> (paths: [[String]], defaults: [String: Any]) {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("scene.json")
        let made = try CLIRunner.run(["init", file])
        guard made.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        let tree =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        var paths: [[String]] = []
        func walk(_ value: Any, _ path: [String]) {
            switch value {
            case let object as [String: Any]: object.keys.sorted().forEach { walk(object[$0]!, path + [$0]) }
            case let list as [Any]: list.indices.forEach { walk(list[$0], path + ["\($0)"]) }
            case is NSNull: paths.append(path)
            // JSON's true and false are NSNumbers too, of the C type char.
            case let number as NSNumber where String(cString: number.objCType) != "c": paths.append(path)
            default: break
            }
        }
        walk(tree, [])
        return (paths, tree)
    }

    /// A scene file that sets only `path` to `value` (a list item: the default list with that item replaced).
    static func sceneFile(_ path: [String], _ value: String, defaults: [String: Any]) -> String {
        var text = value
        var keys = path
        if let index = Int(keys.last!) {
            keys.removeLast()
            var node: Any = defaults
            for key in keys { node = (node as! [String: Any])[key]! }
            let items = (node as! [Any]).enumerated().map { $0.offset == index ? value : "\($0.element)" }
            text = "[\(items.joined(separator: ", "))]"
        }
        for key in keys.reversed() { text = "{\"\(key)\": \(text)}" }
        return text + "\n"
    }

    /// `plan` arguments for the scene a file section belongs to.
    static func sceneArguments(section: String) -> [String] {
        switch section {
        case "koloda", "shuffle", "cardstackview": ["--scene", "deck", "--preset", section]
        default: ["--scene", section]
        }
    }

    /// Numbers in the plan's JSON that are not finite, by their spelling (JSONSerialization would
    /// refuse them, so look at the text too).
    static func nonFiniteTokens(_ json: String) -> Bool {
        json.range(of: #"(?i)[:\[,]\s*-?(nan|inf|infinity)\b"#, options: .regularExpression) != nil
    }

    struct Case: Sendable {
        var path: [String]
        var value: String
        /// The scene file's text.
        var text: String
    }

    /// Two hostile numbers through `cardrender plan`, one refused and one accepted: the process's
    /// side of what SceneFilesTests' `SceneFileBoundsTests` checks in process for every hostile
    /// value in every key (refused naming the key, or scenes that stay finite). A refusal is a usage
    /// error naming the file, its line and the section, an accepted value prints a plan with only
    /// finite numbers, and neither dies by a signal or hangs; the koloda key takes the `--preset`
    /// route. CARDRENDER_EXHAUSTIVE=1 runs every value on every key here too, a process start each.
    @Test func planAcceptsOrRefusesAHostileNumberAsTheInProcessSweepDoes() throws {
        let exhaustive = ProcessInfo.processInfo.environment["CARDRENDER_EXHAUSTIVE"] == "1"
        let cases: [Case]
        if exhaustive {
            let (paths, defaults) = try Self.numericKeys()
            #expect(paths.count > 250, "the schema's numeric keys were not all found: \(paths.count)")
            cases = paths.flatMap { path in
                Self.hostileValues.map {
                    Case(path: path, value: $0, text: Self.sceneFile(path, $0, defaults: defaults))
                }
            }
        } else {
            cases = [(["koloda", "backgroundScale"], "1e308"), (["deck", "cornerRadius"], "0")].map {
                Case(path: $0.0, value: $0.1, text: Self.sceneFile($0.0, $0.1, defaults: [:]))
            }
        }
        let folder = try TestFolder(); defer { folder.remove() }
        let failures = Mutex([String]())
        let accepted = Mutex(0)
        // Two at a time: each run is mostly process start-up.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for (index, test) in cases.enumerated() where index % 2 == worker {
                let file = folder.file("scene-\(index).yaml")
                let text = test.text
                let key = test.path.joined(separator: ".")
                do {
                    try text.write(toFile: file, atomically: true, encoding: .utf8)
                    let result = try CLIRunner.run(
                        ["plan", "--fps", "30", "--photos", "8", "--scene-file", file]
                            + Self.sceneArguments(section: test.path[0]), timeout: 60)
                    var problem: String?
                    if result.signalled || result.timedOut {
                        problem = result.timedOut ? "timed out" : "died by signal \(result.status)"
                    } else if result.status == 0 {
                        accepted.withLock { $0 += 1 }
                        if Self.nonFiniteTokens(result.stdout) { problem = "printed inf or NaN" }
                    } else if result.status == 2 {
                        // A refusal names the file, the line and the key.
                        if !result.stderr.contains("\(file):1: ")
                            || !result.stderr.contains(test.path.prefix(1).joined())
                        {
                            problem = "unclear refusal: \(result.stderr.prefix(300))"
                        }
                    } else {
                        problem = "exit \(result.status): \(result.stderr.prefix(300))"
                    }
                    if !exhaustive && problem == nil && result.status != (index == 0 ? 2 : 0) {
                        problem = "exit \(result.status), not \(index == 0 ? 2 : 0)"
                    }
                    if let problem { failures.withLock { $0.append("\(key) = \(test.value): \(problem)") } }
                    try? FileManager.default.removeItem(atPath: file)
                } catch {
                    failures.withLock { $0.append("\(key) = \(test.value): \(error)") }
                }
            }
        }
        let found = failures.withLock { $0 }
        #expect(
            found.isEmpty, "\(found.count) of \(cases.count) cases failed:\n\(found.prefix(40).joined(separator: "\n"))"
        )
        // The values 0, 1.5 and -1 are fine for many keys: the test must see real plans too (and,
        // of the two, the first is refused and the second accepted).
        #expect(accepted.withLock { $0 } > (exhaustive ? 300 : 0))
        if !exhaustive { #expect(accepted.withLock { $0 } == 1) }
    }

    /// The largest value each costly kind of key accepts, rendered: shadows, blurs, corner radii,
    /// card counts, canvases and sizes at their caps must draw in bounded time and memory. Each
    /// on a canvas that holds the scene's sizes (a smaller one is refused), with insets that
    /// leave a hundred cards a size.
    @Test(arguments: [
        "deck: {shadow: {radius: 50}, cornerRadius: 1000, visibleCards: 100, horizontalInset: 1, verticalInset: 1}",
        "deck: {containerSize: {width: 10000, height: 9800}, canvas: {width: 10000, height: 10000}}",
        "sidecard: {blurRadius: 50, cardShadow: {radius: 50}, cardCornerRadius: 1000, canvas: {width: 2024, height: 2160}}",
        "sheet: {rowHeight: 1, maximumRows: 100, availableHeight: 10000, cornerRadius: 1000, canvas: {width: 2000, height: 7500}}",
        "photostack: {visiblePhotos: 100, gridPhotos: 100, gridCell: 1000, gridStagger: 0.5, borderWidth: 10000, canvas: {width: 3000, height: 844}}",
        "swiftui-deck: {padding: 4000, visibleCards: 100, canvas: {width: 8991, height: 2300}, layoutSpring: {mass: 0.01, stiffness: 100000, damping: 10000}}"
    ])
    func extremesAcceptedByAFileRender(_ yaml: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let input = folder.file("in")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for name in ["astronaut.png", "camera.png", "coffee.png"] {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name),
                toPath: (input as NSString).appendingPathComponent(name))
        }
        let file = folder.file("scene.yaml")
        try (yaml + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let scene = String(yaml.prefix { $0 != ":" })
        let animation = [
            "deck": "snap-back", "sidecard": "cancel", "sheet": "settle", "photostack": "show-all",
            "swiftui-deck": "snap-back"
        ][scene]!
        let result = try CLIRunner.run(
            [
                "-i", input, "-o", folder.file("out"), "--scene", scene, "--animation", animation,
                "--fps", "4", "--scale", "0.25", "--jobs", "2", "--scene-file", file
            ], timeout: 300)
        #expect(!result.signalled && !result.timedOut, "\(yaml): \(result.stderr.suffix(500))")
        #expect(result.status == 0, "\(yaml): \(result.stderr.suffix(500))")
        #expect(FileManager.default.fileExists(atPath: folder.file("out/\(scene)/still.png")))
    }

    @Test func aFileCanvasIsCappedInPixelsAtTheScaleLikeSize() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("scene.yaml")
        try "deck:\n  canvas: {width: 8000, height: 8000}\n".write(toFile: file, atomically: true, encoding: .utf8)
        // 16000 × 16000 pixels at the default --scale 2: refused, as --size 8000x8000 is.
        let refused = try CLIRunner.run(["plan", "--scene", "deck", "--scene-file", file])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "\(file):2: deck.canvas: 8000x8000 at --scale 2 is 256000000 pixels a frame; the limit is 100000000"),
            "\(refused.stderr)")
        // At --scale 1 it is 64 megapixels: allowed; and --size replaces the file's canvas.
        #expect(
            try CLIRunner.run(["plan", "--scene", "deck", "--scale", "1", "--fps", "1", "--scene-file", file]).status
                == 0)
        #expect(
            try CLIRunner.run(["plan", "--scene", "deck", "--size", "390x844", "--fps", "1", "--scene-file", file])
                .status == 0)
    }
}
