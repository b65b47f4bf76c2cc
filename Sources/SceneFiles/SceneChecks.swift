import CardGeometry

/// Checks on the scenes a file's parameters make, beyond each number's range: every spring must
/// settle and every animation end within the caps of `SceneLimits`, which would otherwise cut
/// them short (a spring without damping never settles; a long stagger times many photos).
enum SceneChecks {
    /// The most photos a scene draws or lays out (the caps of visibleCards, gridPhotos…), so an
    /// animation that fits with these fits with any folder.
    static let photoCount = Int(ParameterBounds.maxCount)

    static func firstProblem(_ parameters: SceneParameters) -> ParameterChecks.Problem? {
        let springs = [
            ("layoutSpring", parameters.swiftUIDeck.layoutSpring), ("returnSpring", parameters.swiftUIDeck.returnSpring)
        ]
        for (name, spring) in springs where !spring.settlesWithinLimit {
            return ParameterChecks.Problem(
                key: ["swiftui-deck", name],
                message:
                    "does not settle within \(NumberText.plain(SceneLimits.maxSettlingDuration)) s; give it more damping or stiffness"
            )
        }
        for preset in DeckPreset.allCases {
            var chosen = parameters
            chosen.deckPreset = preset
            let section = preset == .uikit ? "deck" : preset.rawValue
            if let problem = firstProblem(scene: "deck", section: section, chosen) { return problem }
        }
        let sections = [
            "swiftui-deck": "swiftui-deck", "photostack": "photostack", "sidecard": "sidecard", "sheet": "sheet"
        ]
        for name in SceneCatalog.names where name != "deck" {
            if let problem = firstProblem(scene: name, section: sections[name] ?? name, parameters) { return problem }
        }
        return nil
    }

    private static func firstProblem(
        scene name: String, section: String, _ parameters: SceneParameters
    ) -> ParameterChecks.Problem? {
        guard
            let scene = SceneCatalog.scene(
                named: name, SceneCatalog.Context(photoCount: photoCount, parameters: parameters))
        else { return nil }
        for animation in scene.animations where !(animation.requestedDuration <= SceneLimits.maxDuration) {
            return ParameterChecks.Problem(
                key: [section],
                message:
                    "the \(animation.name) animation would last \(NumberText.plain((animation.requestedDuration * 10).rounded() / 10)) s; "
                    + "an animation may last at most \(NumberText.plain(SceneLimits.maxDuration)) s (shorten its durations)"
            )
        }
        return sizelessLayer(scene: name, section: section, parameters)
    }

    /// A layer with no size even on the largest canvas: cards that narrow with depth past
    /// nothing (many visible cards, large insets or steps), margins wider than any canvas.
    private static func sizelessLayer(
        scene name: String, section: String, _ parameters: SceneParameters
    ) -> ParameterChecks.Problem? {
        let largest = Size(width: ParameterBounds.maxPoints, height: ParameterBounds.maxPoints)
        // The file's sizes as they are (no canvas size given, so nothing is zoomed), on the largest canvas.
        var sized = parameters
        sized.deck.canvas = largest
        sized.koloda.canvas = largest
        sized.shuffle.canvas = largest
        sized.swiftUIDeck.canvas = largest
        sized.photoStack.canvas = largest
        sized.sideCard.canvas = largest
        sized.sheet.canvas = largest
        guard
            let scene = SceneCatalog.scene(named: name, SceneCatalog.Context(photoCount: photoCount, parameters: sized))
        else { return nil }
        for (_, frame) in scene.stills {
            guard let layer = frame.layers.first(where: { !($0.size.width > 0 && $0.size.height > 0) }) else {
                continue
            }
            func points(_ value: Double) -> String { NumberText.plain((value * 10).rounded() / 10) }
            return ParameterChecks.Problem(
                key: [section],
                message: "a layer would be \(points(layer.size.width))x\(points(layer.size.height)) points even on a "
                    + "\(points(largest.width))x\(points(largest.height)) canvas; make the sizes that shrink it (insets, steps, padding, margins) smaller, or show fewer visibleCards"
            )
        }
        return nil
    }
}
