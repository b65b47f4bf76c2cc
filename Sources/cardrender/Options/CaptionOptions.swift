import ArgumentParser
import CardSettings
import SceneFiles

/// `--captions FILE`: names, ages and captions for the cards. Taken by rendering and `cardrender mockup`.
struct CaptionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "CSV (header: file,name,age,caption) or JSON ({\"photo.jpg\": {\"name\", \"age\", \"caption\"}}) giving each photo's card "
                + "a name line \"Name, age\" and a caption, in any script.",
            valueName: "file"), completion: .file(extensions: ["csv", "json"]))
    var captions: String?

    /// The captions, or an empty set without the option; a bad file is a usage error.
    func load() throws -> CaptionSet {
        guard let captions else { return CaptionSet() }
        do {
            return try CaptionFile.load(captions)
        } catch let problem as CaptionFile.Problem {
            throw ContentError("--captions \(problem)")
        }
    }
}
