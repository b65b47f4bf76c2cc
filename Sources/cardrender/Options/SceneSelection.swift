import ArgumentParser
import CardGeometry
import CardRender
import Foundation

/// `--scene` and `--animation` as the user typed them, checked against the scene catalogue.
struct SceneSelection {
    var scene: String
    var animations: [String]

    func requests() throws -> [SceneRequest] {
        let names: [String]
        if scene == "all" {
            names = SceneCatalog.names
        } else if SceneCatalog.names.contains(scene) {
            names = [scene]
        } else {
            throw ValidationError("--scene \(UserText.quoted(scene)): unknown scene\(Suggestion.phrase(for: scene, in: ["all"] + SceneCatalog.names)) (known: all, \(SceneCatalog.names.joined(separator: ", ")))")
        }
        let wanted = animations.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        guard !wanted.isEmpty else { return names.map { SceneRequest(name: $0) } }
        let known = Set(names.flatMap(SceneCatalog.animationNames(of:)))
        if let unknown = wanted.first(where: { !known.contains($0) }) {
            throw ValidationError("--animation \(UserText.quoted(unknown)): no such animation in \(names.joined(separator: ", "))\(Suggestion.phrase(for: unknown, in: known.sorted())) (known: \(known.sorted().joined(separator: ", ")))")
        }
        // A scene without any of the named animations still gets its stills.
        return names.map { name in
            SceneRequest(name: name, animations: wanted.filter { SceneCatalog.animationNames(of: name).contains($0) })
        }
    }
}
