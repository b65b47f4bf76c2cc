@testable import CardFormats
import Testing

/// What a manifest may claim: every file each command writes (a render's in its scene's folder,
/// mockups and animated mockups' exports anywhere inside), and only files of the kinds cardrender
/// writes, so a manifest from elsewhere cannot hand the next run a file of another kind to remove.
@Suite struct ManifestKindTests {
    static func manifest(_ files: [Manifest.Entry], pending: [String]? = nil) -> Manifest {
        Manifest(
            tool: "cardrender 1", complete: true,
            settings: Manifest.Settings(size: "link", scale: 1, fps: 2, seed: 0, pngCompression: 6), photos: [],
            issues: [], files: files, pending: pending)
    }

    @Test func everyFileACommandWritesIsAccepted() {
        let files = [
            Manifest.Entry(path: "deck/still.png", kind: .still, scene: "deck"),
            Manifest.Entry(
                path: "deck/snap-back/frame-0000.png", kind: .frame, scene: "deck", animation: "snap-back", frame: 0,
                time: 0),
            Manifest.Entry(
                path: "deck/snap-back/contact-sheet.png", kind: .contactSheet, scene: "deck", animation: "snap-back"),
            Manifest.Entry(path: "deck/snap-back/motion.json", kind: .motion, scene: "deck", animation: "snap-back"),
            Manifest.Entry(
                path: "deck/snap-back.mp4", kind: .export, scene: "deck", animation: "snap-back", format: "mp4"),
            Manifest.Entry(path: "Shot.PNG", kind: .mockup, scene: "deck", mockupFormat: "link"),
            Manifest.Entry(
                path: "mockup-deck-snap-back-link@1x.gif", kind: .export, scene: "deck", animation: "snap-back",
                format: "gif", mockupFormat: "link"),
            Manifest.Entry(
                path: "en-US/link/01-deck-snap-back.webp", kind: .export, scene: "deck", animation: "snap-back",
                format: "webp", language: "en-US", mockupFormat: "link")
        ]
        let written = Self.manifest(files, pending: files.map(\.path))
        #expect(written.problem == nil, "\(written.problem ?? "")")
    }

    @Test(arguments: [
        (Manifest.Entry(path: "deck/notes.txt", kind: .still, scene: "deck"), "is a still but no .png file"),
        (
            Manifest.Entry(path: "deck/snap-back.webp", kind: .export, scene: "deck", animation: "a", format: "gif"),
            "is a gif export but no .gif file"
        ),
        (
            Manifest.Entry(path: "deck/a.sh", kind: .export, scene: "deck", animation: "a", format: "sh"),
            "is an export of no format cardrender writes"
        ),
        (
            Manifest.Entry(path: "deck/a/motion.txt", kind: .motion, scene: "deck", animation: "a"),
            "is a motion track but no motion.json"
        ),
        // An export without a mockup format is a render's: in its scene's folder.
        (
            Manifest.Entry(path: "snap-back.gif", kind: .export, scene: "deck", animation: "a", format: "gif"),
            "is not in its scene's folder"
        )
    ])
    func aFileOfAnotherKindIsRefused(entry: Manifest.Entry, said: String) {
        let problem = Self.manifest([entry]).problem
        #expect(problem?.contains(said) == true, "\(problem ?? "accepted")")
    }

    @Test(arguments: ["README.md", "notes/todo.txt", "deck/snap-back/motion.json.bak", "deck/still.png.sh"])
    func aPendingFileOfAnotherKindIsRefused(path: String) {
        let problem = Self.manifest([], pending: [path]).problem
        #expect(problem?.contains("a file of no kind cardrender writes") == true, "\(problem ?? "accepted")")
    }
}
