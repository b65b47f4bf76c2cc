import ArgumentParser
import CardFoundation
import CardGeometry
import CardImaging
import Foundation

/// `cardrender plan`: the frames as JSON, without rendering.
struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the frames of scenes and animations as JSON, without rendering.",
        discussion: """
            For each scene: its stills and, per animation, every frame at --fps with its time and its \
            layers back to front (content, size, position, anchor, rotation in radians, scale, alpha, \
            corner radius, border, shadow). Units are points; y grows downwards. Photos in --input are \
            only counted: nothing is decoded. The output follows a JSON Schema, which --schema prints.

            A --size too small for a scene is refused, naming the smallest size that works.

            EXAMPLES
              cardrender plan --scene deck --animation swipe-right --fps 30
                  The frames of the deck's swipe to the right at 30 frames a second.
              cardrender plan --scene-file scene.yaml --scene sheet > sheet.json
                  The sheet's frames with the parameters of a scene file.
              cardrender plan --schema > plan.schema.json
                  The JSON Schema that every plan follows.
            """
    )

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Folder of photos, only counted (nothing is decoded); --backdrop names one of them.", valueName: "dir"),
        completion: .directory)
    var input: String?

    @Option(help: ArgumentHelp("How many photos to plan for when there is no --input.", valueName: "n"))
    var photos = 8

    @OptionGroup(title: "Scenes") var scene: SceneOptions
    @OptionGroup(title: "Frames") var frames: FrameOptions
    @OptionGroup(title: "Photos") var backdropOption: BackdropOption

    @Flag(help: "Print the JSON Schema of the plan (docs/plan.schema.json in the source) instead of a plan.")
    var schema = false

    func validate() throws {
        guard (0...100_000).contains(photos) else {
            throw ValidationError("--photos \(photos): must be from 0 to 100000")
        }
        try frames.validate(size: scene.size)
    }

    func run() throws {
        if schema { return try printDocument(Data(PlanSchema.text.utf8)) }
        try printDocument(try document())
    }

    /// The plan as JSON, after every check that refuses the command (a `--size` too small, a
    /// `--backdrop` not among the photos): what `run` prints. Tests call it in process.
    func document() throws -> Data {
        var count = photos
        var backdrop = 0
        if let input {
            let found: [PhotoFile]
            do {
                found = try PhotoFolder.scan(input).photos
            } catch {
                Terminal.writeError("cardrender: \(error)")
                throw ExitCode(ExitStatus.usageOrFatal)
            }
            count = found.count
            if let name = backdropOption.backdrop {
                // In name order, the order the plan numbers photos in.
                guard
                    let index = found.firstIndex(where: { $0.fileName == name })
                        ?? found.firstIndex(where: { $0.isCalled(name) })
                else {
                    throw ValidationError(
                        "--backdrop \(UserText.quoted(name)): no photo in \(input) is called that\(PhotoFile.suggestion(for: name, in: found))"
                    )
                }
                backdrop = index
            }
        } else if let name = backdropOption.backdrop {
            throw ValidationError("--backdrop \(UserText.quoted(name)): a photo is named only with --input")
        }
        let context = SceneCatalog.Context(
            photoCount: count, canvas: scene.size?.size, seed: scene.seedValue,
            parameters: try scene.parameters(scale: scene.size == nil ? frames.scale : nil),
            backdrop: backdrop)
        let requests = try scene.sceneRequests()
        try CanvasSizeRefusal.check(requests.map(\.name), size: scene.size, parameters: context.parameters)
        let plans = requests.map { request in
            ScenePlan(
                scene: SceneCatalog.scene(named: request.name, context)!, animations: request.animations,
                fps: frames.fps)
        }
        let json: Data
        do {
            json = try PlanDocument(scenes: plans).json()
        } catch is EncodingError {
            // The scenes' ranges keep every number finite; this is the last guard, not a crash.
            Terminal.writeError(
                "cardrender: plan: a frame holds a number that is not finite (inf or NaN); nothing was printed")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        return json
    }

    private func printDocument(_ document: Data) throws {
        guard Terminal.outputDocument(document) else {
            Terminal.writeError("cardrender: standard output: cannot write (\(SystemReason.current))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }
}
