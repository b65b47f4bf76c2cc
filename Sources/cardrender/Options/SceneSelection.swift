import ArgumentParser
import CardFoundation
import CardGeometry
import CardRender
import Foundation

/// `--scene` and `--animation` as the user typed them, checked against the scene catalogue.
/// Both may be repeated or hold several names separated by commas.
struct SceneSelection {
    var scenes: [String]
    var animations: [String]

    /// The scenes named, each once and in the catalogue's order; when none is named or one of
    /// them is `all`, every scene `all` covers (`SceneCatalog.allNames`) and any other named.
    func sceneNames() throws -> [String] {
        let wanted = try Self.names(in: scenes, option: "--scene", item: "scene")
        if wanted.isEmpty { return SceneCatalog.allNames }
        if wanted.contains("all") {
            return SceneCatalog.names.filter { SceneCatalog.allNames.contains($0) || wanted.contains($0) }
        }
        if let unknown = wanted.first(where: { !SceneCatalog.names.contains($0) }) {
            throw ValidationError(
                "--scene \(UserText.quoted(unknown)): unknown scene\(Suggestion.phrase(for: unknown, in: ["all"] + SceneCatalog.names)) (known: all, \(SceneCatalog.names.joined(separator: ", ")))"
            )
        }
        return SceneCatalog.names.filter(wanted.contains)
    }

    /// The one scene a mockup shows: nil when `--scene` was not given; an error for several or `all`.
    func singleScene() throws -> String? {
        let wanted = try Self.names(in: scenes, option: "--scene", item: "scene")
        guard !wanted.isEmpty else { return nil }
        let distinct = wanted.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if distinct.contains("all") {
            throw ValidationError(
                "--scene all: a mockup shows one scene (\(SceneCatalog.names.joined(separator: ", ")))")
        }
        guard distinct.count == 1 else {
            throw ValidationError(
                "a mockup shows one scene; --scene gave \(distinct.joined(separator: ", ")): make one mockup per scene, or list the shots in a mockup set (--config)"
            )
        }
        _ = try sceneNames()
        return distinct[0]
    }

    func requests() throws -> [SceneRequest] {
        let names = try sceneNames()
        let wanted = try Self.names(in: animations, option: "--animation", item: "animation")
        guard !wanted.isEmpty else { return names.map { SceneRequest(name: $0) } }
        let known = Set(names.flatMap(SceneCatalog.animationNames(of:)))
        if let unknown = wanted.first(where: { !known.contains($0) }) {
            throw ValidationError(
                "--animation \(UserText.quoted(unknown)): no such animation in \(names.joined(separator: ", "))\(Suggestion.phrase(for: unknown, in: known.sorted())) (known: \(known.sorted().joined(separator: ", ")))"
            )
        }
        // A scene without any of the named animations still gets its stills.
        return names.map { name in
            SceneRequest(name: name, animations: wanted.filter { SceneCatalog.animationNames(of: name).contains($0) })
        }
    }

    /// The names of every value of a repeatable option, split at commas and trimmed. An empty
    /// name (`deck,`, `,`) is an error rather than nothing: it is most often a lost word.
    static func names(in values: [String], option: String, item: String) throws -> [String] {
        try values.flatMap { value in
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if parts.contains(where: \.isEmpty) {
                throw ValidationError(
                    "\(option) \(UserText.quoted(value)): an empty \(item) name; separate names with single commas")
            }
            return parts
        }
    }
}
