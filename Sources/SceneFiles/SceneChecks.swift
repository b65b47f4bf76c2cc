import CardGeometry

/// Checks on the scenes a file's parameters make, beyond each number's range: every spring must
/// settle and every animation end within the caps of `SceneLimits`, which would otherwise cut
/// them short (a spring without damping never settles; a long stagger times many photos).
enum SceneChecks {
    /// The most photos a scene draws or lays out (the caps of visibleCards, gridPhotos…), so an
    /// animation that fits with these fits with any folder.
    static let photoCount = Int(ParameterBounds.maxCount)

    /// The first spring among a section's numbers that does not settle, or the first section, in
    /// the scenes' order, whose scene has an animation past the cap or a layer with no size.
    /// Each scene is built from its own sections and the shared settings alone (all it reads);
    /// `cache` keeps what was found in it for the next file that leaves them so.
    static func firstProblem(
        _ parameters: SceneParameters, registry: SceneRegistry = .builtIn, cache: SceneCheckCache? = nil
    ) -> ParameterChecks.Problem? {
        for (_, section) in registry.sections {
            for child in Mirror(reflecting: section.parameters(parameters)).children {
                guard let name = child.label, let spring = child.value as? Spring, !spring.settlesWithinLimit else {
                    continue
                }
                return ParameterChecks.Problem(
                    key: [section.key, name],
                    message:
                        "does not settle within \(NumberText.plain(SceneLimits.maxSettlingDuration)) s; give it more damping or stiffness"
                )
            }
        }
        for entry in registry.entries {
            let own = Set(entry.sections.map(\.key))
            for section in entry.sections {
                let chosen = section.choosing(parameters).keepingSections(own)
                func find() -> ParameterChecks.Problem? {
                    firstProblem(entry, section: section, registry: registry, chosen)
                }
                let key = SceneCheckCache.Key(scene: entry.name, section: section.key, parameters: chosen)
                if let problem = cache.map({ $0.problem(key, find) }) ?? find() { return problem }
            }
        }
        return nil
    }

    private static func firstProblem(
        _ entry: any SceneEntry, section: SceneSection, registry: SceneRegistry, _ parameters: SceneParameters
    ) -> ParameterChecks.Problem? {
        guard
            let scene = SceneCatalog.scene(
                of: entry, SceneCatalog.Context(photoCount: photoCount, parameters: parameters))
        else { return nil }
        for animation in scene.animations where !(animation.requestedDuration <= SceneLimits.maxDuration) {
            return ParameterChecks.Problem(
                key: [section.key],
                message:
                    "the \(animation.name) animation would last \(NumberText.plain((animation.requestedDuration * 10).rounded() / 10)) s; "
                    + "an animation may last at most \(NumberText.plain(SceneLimits.maxDuration)) s (shorten its durations)"
            )
        }
        return sizelessLayer(entry, section: section.key, registry: registry, parameters)
    }

    /// A layer with no size even on the largest canvas: cards that narrow with depth past
    /// nothing (many visible cards, large insets or steps), margins wider than any canvas.
    private static func sizelessLayer(
        _ entry: any SceneEntry, section: String, registry: SceneRegistry, _ parameters: SceneParameters
    ) -> ParameterChecks.Problem? {
        let largest = Size(width: ParameterBounds.maxPoints, height: ParameterBounds.maxPoints)
        // The file's sizes as they are (no canvas size given, so nothing is zoomed), on the largest canvas.
        var sized = parameters
        for (_, other) in registry.sections { other.setCanvas(largest, in: &sized) }
        guard
            let scene = SceneCatalog.scene(of: entry, SceneCatalog.Context(photoCount: photoCount, parameters: sized))
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
