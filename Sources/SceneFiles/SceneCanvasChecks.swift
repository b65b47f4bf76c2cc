import CardGeometry

/// Each scene's canvas against the sizes the file gives it, for a file whose canvases will be
/// drawn (no canvas size replaces them): a canvas smaller than the smallest its scene lays out on is
/// refused at its key, naming that smallest size.
enum SceneCanvasChecks {
    /// The first section, in the scenes' order, whose canvas is too small for its scene.
    static func firstProblem(
        _ parameters: SceneParameters, registry: SceneRegistry = .builtIn
    ) -> ParameterChecks.Problem? {
        for entry in registry.entries {
            for section in entry.sections {
                if let problem = problem(entry, section, parameters) { return problem }
            }
        }
        return nil
    }

    private static func problem(
        _ entry: any SceneEntry, _ section: SceneSection, _ parameters: SceneParameters
    ) -> ParameterChecks.Problem? {
        let scene = entry.name
        guard
            let tooSmall = SceneCatalog.canvasTooSmall(
                of: entry, SceneCatalog.Context(photoCount: 0, parameters: section.choosing(parameters)))
        else { return nil }
        let beyond =
            max(tooSmall.smallest.width, tooSmall.smallest.height) > ParameterBounds.maxPoints
            ? ", more than a canvas may be (\(NumberText.plain(ParameterBounds.maxPoints)) points a side): make the sizes smaller"
            : ""
        return ParameterChecks.Problem(
            key: [section.key, "canvas"],
            message:
                "\(text(tooSmall.canvas)) is too small for \(scene) with these sizes: the smallest size that works is \(text(tooSmall.smallest))\(beyond)"
        )
    }

    private static func text(_ size: Size) -> String {
        "\(NumberText.plain(size.width))x\(NumberText.plain(size.height))"
    }
}
