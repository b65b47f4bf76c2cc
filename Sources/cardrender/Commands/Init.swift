import ArgumentParser
import CardFoundation
import Foundation
import SceneFiles

/// `cardrender init FILE`: a starting scene file with every parameter at its default, or with
/// --mockup a commented starting mockup set file.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write a scene file with every parameter of every scene at its default, to edit and pass to --scene-file.",
        discussion: """
            FILE ending in .json gets JSON; anything else gets YAML with a comment on each section and on \
            parameters whose unit or meaning is not plain. `-` prints the YAML. An existing file is kept \
            unless --force is given. Render with it: `cardrender -i photos -o out --scene-file FILE`.

            With --mockup it writes a commented mockup set file (YAML) instead, for \
            `cardrender mockup --config FILE -i photos -o mockups`.
            """
    )

    @Argument(
        help: ArgumentHelp("Where to write: scene.yaml, scene.json, or - for standard output.", valueName: "file"),
        completion: .file(extensions: SceneFileCompletion.extensions))
    var file: String

    @Flag(help: "Replace FILE if it exists.")
    var force = false

    @Flag(
        help:
            "Write a commented mockup set file (formats, languages, shots and titles) for `cardrender mockup --config`."
    )
    var mockup = false

    func validate() throws {
        if mockup && SceneFile.Format(path: file) == .json {
            throw ValidationError("--mockup: the starting mockup set file is YAML, with comments; name it .yaml")
        }
    }

    func run() throws {
        let json = SceneFile.Format(path: file) == .json
        let text =
            mockup
            ? MockupSetStarter.text(
                usage: InitFileText.mockupSetUsage, captionsLike: InitFileText.mockupSetCaptionsLike) + "\n"
            : json
                ? SceneFileWriter.json()
                : SceneFileWriter.yaml(header: InitFileText.sceneFileHeader, keyNotes: InitFileText.sceneFileKeyNotes)
        if file == "-" {
            guard Terminal.outputDocument(Data(text.utf8)) else {
                Terminal.writeError("cardrender: standard output: cannot write (\(SystemReason.current))")
                throw ExitCode(ExitStatus.usageOrFatal)
            }
            return
        }
        if FileManager.default.fileExists(atPath: file), !force {
            Terminal.writeError("cardrender: \(file) exists; keep it, or pass --force to replace it")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        // Temporary name, then rename: a reader never sees half a file.
        let temporary =
            (file as NSString).deletingLastPathComponent.isEmpty
            ? ".\(file).\(getpid()).tmp"
            : ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                ".\((file as NSString).lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)), rename(temporary, file) == 0
        else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            Terminal.writeError("cardrender: \(file): cannot write (\(reason))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        if mockup {
            Terminal.writeError(
                "cardrender: wrote \(file) (a mockup set); render it with `cardrender mockup --config \(file) -i PHOTOS -o OUT`"
            )
        } else {
            Terminal.writeError(
                "cardrender: wrote \(file) (\(json ? "JSON" : "YAML")); render with --scene-file \(file)")
        }
    }
}
