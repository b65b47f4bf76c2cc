import Testing
@testable import CardGeometry

/// `--preset` and a scene file's `preset:`: names chosen on every scene that has them, later names
/// winning, refused with a reason when one names nothing or is wholly overridden.
@Suite struct PresetChoiceTests {
    /// Every way of choosing one preset per scene of the built-in list.
    static let everyCombination: [SceneParameters] = SceneRegistry.builtIn.entries.compactMap(\.presets)
        .reduce([SceneParameters()]) { combinations, presets in
            combinations.flatMap { parameters in
                presets.names.map { name in
                    var chosen = parameters
                    presets.choose(name, in: &chosen)
                    return chosen
                }
            }
        }

    /// Each scene's preset in `parameters`, by scene name.
    static func chosen(_ parameters: SceneParameters) -> [String: String] {
        var chosen: [String: String] = [:]
        for entry in SceneRegistry.builtIn.entries {
            if let presets = entry.presets { chosen[entry.name] = presets.chosen(in: parameters) }
        }
        return chosen
    }

    @Test func aNameChoosesItsPresetOnEveryScene() throws {
        var parameters = SceneParameters()
        try PresetChoice(parsing: "koloda").apply(to: &parameters)
        #expect(parameters.deckPreset == .koloda)
        for entry in SceneRegistry.builtIn.entries {
            guard let presets = entry.presets else { continue }
            for name in presets.names {
                var chosen = SceneParameters()
                try PresetChoice(parsing: name.uppercased()).apply(to: &chosen)
                #expect(presets.chosen(in: chosen) == name, "\(entry.name) \(name)")
            }
        }
    }

    @Test func namesAreSeparatedByCommasWithSpacesAround() throws {
        let choice = try PresetChoice(parsing: " Koloda ")
        #expect(choice.names == ["koloda"])
        #expect(choice.text == "koloda")
    }

    @Test func refusesUnknownEmptyOverriddenAndTooManyNames() {
        #expect {
            try PresetChoice(parsing: "tinder")
        } throws: { error in
            guard case let .unknown(name, known) = error as? PresetChoice.Problem else { return false }
            return name == "tinder" && known.hasPrefix("uikit, koloda, shuffle, cardstackview (deck)")
        }
        #expect(throws: PresetChoice.Problem.empty) { try PresetChoice(parsing: "koloda,,shuffle") }
        #expect(throws: PresetChoice.Problem.empty) { try PresetChoice(parsing: "") }
        #expect(throws: PresetChoice.Problem.overridden(name: "koloda", winner: "shuffle", scene: "deck")) {
            try PresetChoice(parsing: "koloda,shuffle")
        }
        let many = Array(repeating: "uikit", count: PresetChoice.maxNames + 1).joined(separator: ",")
        #expect(throws: PresetChoice.Problem.tooMany(count: PresetChoice.maxNames + 1)) {
            try PresetChoice(parsing: many)
        }
        let message = PresetChoice.Problem.overridden(name: "koloda", winner: "shuffle", scene: "deck")
            .message { "<\($0)>" }
        #expect(message == "<koloda> and <shuffle> both choose deck's preset; give one")
    }

    @Test func theDefaultsAreDescribedByTheFirstScenesPreset() {
        #expect(PresetChoice(describing: SceneParameters()).text == "uikit")
    }

    /// Whatever each scene's preset, the description is a choice the parser takes and that gives
    /// every scene its preset back from the defaults.
    @Test(arguments: everyCombination)
    func everyCombinationIsDescribedByAChoiceThatGivesItBack(_ parameters: SceneParameters) throws {
        let text = PresetChoice(describing: parameters).text
        var read = SceneParameters()
        try PresetChoice(parsing: text).apply(to: &read)
        #expect(Self.chosen(read) == Self.chosen(parameters), "\(text)")
    }
}
