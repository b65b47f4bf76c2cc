import ArgumentParser
import CardGeometry

/// A `--size` too small for a scene stops `cardrender` and `plan` before anything is planned or
/// drawn. The library says which scenes and the smallest canvas each lays out on; this words it
/// with the option. (Without `--size`, a scene file's canvases are checked as it is read.)
enum CanvasSizeRefusal {
    static func check(_ scenes: [String], size: CanvasSize?, parameters: SceneParameters) throws {
        guard let size else { return }
        let context = SceneCatalog.Context(photoCount: 0, canvas: size.size, parameters: parameters)
        let problems = scenes.compactMap { SceneCatalog.canvasTooSmall(named: $0, context) }
        guard !problems.isEmpty else { return }
        throw ValidationError(message("--size \(size)", problems))
    }

    /// `--size 50x50 is too small for deck (smallest 166x276) and sheet (…): the smallest size
    /// that works for all of them is …`; for one scene, `… is too small for sidecard: the smallest
    /// size that works is 73x161`.
    static func message(_ given: String, _ problems: [CanvasTooSmall]) -> String {
        guard problems.count > 1 else {
            let smallest = problems[0].smallest
            return
                "\(given) is too small for \(problems[0].scene): the smallest size that works is \(text(smallest))\(beyondSizeLimit(smallest))"
        }
        let named = problems.map { "\($0.scene) (smallest \(text($0.smallest)))" }
        let all = Size(width: problems.map(\.smallest.width).max()!, height: problems.map(\.smallest.height).max()!)
        return "\(given) is too small for \(named.dropLast().joined(separator: ", ")) and \(named.last!): "
            + "the smallest size that works for all of them is \(text(all))\(beyondSizeLimit(all))"
    }

    /// A scene file's sizes can ask for more than `--size` accepts: then only smaller sizes help.
    private static func beyondSizeLimit(_ size: Size) -> String {
        max(size.width, size.height) > CanvasSize.limit
            ? ", more than --size accepts (\(Int(CanvasSize.limit)) points a side): make the scene file's sizes smaller"
            : ""
    }

    private static func text(_ size: Size) -> String {
        CanvasSize(width: size.width, height: size.height).description
    }
}
