import CardGeometry
import Foundation
import Testing
import TestSupport

/// docs/scenes.md's tables follow the scene list: the gallery names every scene in the list's
/// order, and the animations table every scene's animations in order.
@Suite struct SceneDocsTableTests {
    static func page() throws -> [String] {
        let url = Repository.root.appendingPathComponent("docs/scenes.md")
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The names in backquotes in a table cell.
    static func quoted(_ cell: Substring) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theGalleryNamesEveryScene() throws {
        let header = try #require(try Self.page().first { $0.hasPrefix("| `") })
        #expect(Self.quoted(Substring(header)) == SceneRegistry.builtIn.names)
    }

    @Test func theAnimationsTableNamesEverySceneAndAnimation() throws {
        let lines = try Self.page()
        let start = try #require(lines.firstIndex(of: "| scene | animation | what happens |"))
        var animations: [(scene: String, names: [String])] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            if let scene = Self.quoted(cells[1]).first { animations.append((scene, [])) }
            animations[animations.count - 1].names += Self.quoted(cells[2])
        }
        #expect(animations.map(\.scene) == SceneRegistry.builtIn.names)
        for (scene, names) in animations {
            #expect(names == SceneCatalog.animationNames(of: scene), "\(scene)")
        }
    }
}
