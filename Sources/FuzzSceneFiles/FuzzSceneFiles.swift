// libFuzzer target for the text files a user hands cardrender: scene files (YAML, JSON) and
// caption files (CSV, JSON). A scene file that is accepted must make scenes whose animations end
// within the caps and whose plan is finite; anything else must be refused with a problem, never
// crash, hang or allocate without bound. Built only by scripts/fuzz-scene.sh (CARDRENDER_FUZZ=1
// adds this target); never part of a normal build.
import CardGeometry
import Foundation
import FuzzDriver
import SceneFiles

private let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cardrender-fuzz-scene-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// An accepted scene file's scenes, planned, each section of the scene list drawn (a deck
/// preset's section under its preset): a broken cap or a non-finite number stops the fuzzer.
private func checkScenes(_ parameters: SceneParameters) {
    let encoder = JSONEncoder()
    for entry in SceneRegistry.builtIn.entries {
        let name = entry.name
        for section in entry.sections {
            let chosen = section.choosing(parameters)
            for photos in [3, 100] {
                guard
                    let scene = SceneCatalog.scene(
                        of: entry, SceneCatalog.Context(photoCount: photos, parameters: chosen))
                else { continue }
                for animation in scene.animations {
                    precondition(
                        animation.requestedDuration <= SceneLimits.maxDuration,
                        "\(name) \(animation.name) lasts \(animation.requestedDuration) s")
                }
                do {
                    _ = try encoder.encode(ScenePlan(scene: scene, fps: photos == 3 ? 10 : 2))
                } catch {
                    preconditionFailure("\(name) with \(photos) photos: the plan does not encode: \(error)")
                }
            }
        }
    }
}

/// libFuzzer's entry point for one input: its first byte picks the reader (a scene file, or a
/// captions file as JSON or CSV) and the rest is the file. Returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // The first byte picks the reader: a scene file, or a captions file as JSON or CSV.
    let bytes = Data(bytes: data + 1, count: size - 1)
    switch data[0] % 3 {
    case 0:
        guard let text = String(data: bytes, encoding: .utf8) else { return 0 }
        if let parameters = try? SceneFile.parse(text, path: "fuzz.yaml", scale: 2) { checkScenes(parameters) }
    default:
        let path = (folder as NSString).appendingPathComponent(data[0] % 3 == 1 ? "captions.json" : "captions.csv")
        _ = FileManager.default.createFile(atPath: path, contents: bytes)
        _ = try? CaptionFile.load(path)
    }
    return 0
}

/// The executable's entry point: libFuzzer's driver calls `fuzzSceneFiles` for each input.
@_cdecl("FuzzSceneFiles_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzDriver(argc, argv) { data, size in fuzzSceneFiles(data, size) }
}
