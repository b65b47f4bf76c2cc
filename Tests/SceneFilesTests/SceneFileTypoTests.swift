import SceneFiles
import Testing

/// A mistyped key gets "did you mean" at every level of a scene file, the top one included, with
/// two swapped letters counted as one typo.
@Suite struct SceneFileTypoTests {
    @Test(arguments: [
        ("dekc:\n  cornerRadius: 3\n", "dekc", "deck"),
        ("sheet:\n  flingDampign: 0.8\n", "sheet.flingDampign", "flingDamping"),
        ("sidecrad:\n  cornerRadius: 3\n", "sidecrad", "sidecard"),
        ("deck:\n  cornerradius: 3\n", "deck.cornerradius", "cornerRadius")
    ])
    func aSwappedPairOfLettersIsSuggested(_ text: String, _ key: String, _ suggestion: String) throws {
        let problem = try #require(throws: SceneFileProblem.self) { try SceneFile.parse(text, path: "scene.yaml") }
        #expect(problem.key == key)
        #expect(problem.message == "unknown key (did you mean \"\(suggestion)\"?)", "\(problem)")
    }
}
