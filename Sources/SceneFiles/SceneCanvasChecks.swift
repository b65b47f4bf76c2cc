import CardGeometry

/// Each scene's canvas against the sizes the file gives it, for a file whose canvases will be
/// drawn (no canvas size replaces them): a canvas smaller than the smallest its scene lays out on is
/// refused at its key, naming that smallest size.
enum SceneCanvasChecks {
    /// Every section that has a canvas: the scene it draws and, for the deck's, the preset.
    static let sections: [(section: String, scene: String, preset: DeckPreset?)] = [
        ("deck", "deck", .uikit), ("koloda", "deck", .koloda), ("shuffle", "deck", .shuffle),
        ("swiftui-deck", "swiftui-deck", nil),
        ("photostack", "photostack", nil), ("sidecard", "sidecard", nil), ("sheet", "sheet", nil)
    ]

    static func firstProblem(_ parameters: SceneParameters) -> ParameterChecks.Problem? {
        for (section, scene, preset) in sections {
            var chosen = parameters
            if let preset { chosen.deckPreset = preset }
            guard
                let tooSmall = SceneCatalog.canvasTooSmall(
                    named: scene, SceneCatalog.Context(photoCount: 0, parameters: chosen))
            else { continue }
            let beyond =
                max(tooSmall.smallest.width, tooSmall.smallest.height) > ParameterBounds.maxPoints
                ? ", more than a canvas may be (\(NumberText.plain(ParameterBounds.maxPoints)) points a side): make the sizes smaller"
                : ""
            return ParameterChecks.Problem(
                key: [section, "canvas"],
                message:
                    "\(text(tooSmall.canvas)) is too small for \(scene) with these sizes: the smallest size that works is \(text(tooSmall.smallest))\(beyond)"
            )
        }
        return nil
    }

    private static func text(_ size: Size) -> String {
        "\(NumberText.plain(size.width))x\(NumberText.plain(size.height))"
    }
}
