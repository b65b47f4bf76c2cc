import CardFoundation
import CardGeometry
import CardImaging
import CardSettings
import Foundation

/// Turns a run's scene requests into the frames it draws, and settles which photos those frames
/// can use: a photo that fails to decode is dropped and the scenes planned again without it.
struct ScenePlanner {
    var settings: RenderSettings
    var requests: [SceneRequest]

    /// Plans every frame, decodes the photos those frames draw, and drops photos that fail to
    /// decode (planning again without them) until every drawn photo is good.
    func resolvePhotos(_ candidates: [PhotoFile], issues: inout [InputIssue]) throws -> (PhotoLibrary, [PlannedScene]) {
        var files = candidates
        while true {
            let plans = try plan(photos: files)
            let allFrames = plans.flatMap { $0.stills.map(\.frame) + $0.animations.flatMap(\.frames) }
            let library = PhotoLibrary(files: files, cover: coverSize(allFrames), limit: settings.inputPixelLimit)
            let drawn = Set(allFrames.flatMap { $0.layers.flatMap(\.content.photos) }).sorted()
            // Decoded in parallel; problems are collected in photo order, so the report is stable.
            let problems = try ParallelMap.run(
                count: drawn.count, jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, traced: true
            ) { i -> InputIssue? in
                do {
                    _ = try library.decoded(drawn[i])
                    return nil
                } catch let issue as InputIssue {
                    return issue
                }
            }
            var failed: Set<Int> = []
            for (index, problem) in zip(drawn, problems) {
                guard let problem else { continue }
                issues.append(problem)
                failed.insert(index)
            }
            if failed.isEmpty { return (library, plans) }
            files = files.enumerated().filter { !failed.contains($0.offset) }.map(\.element)
            if files.isEmpty { return (PhotoLibrary(files: [], cover: (1, 1)), []) }
        }
    }

    /// The scenes the requests name, each with the frames of its stills and animations, drawing
    /// `photos`; a frame past the pixel budget stops the run before anything is drawn.
    func plan(photos: [PhotoFile]) throws -> [PlannedScene] {
        let context = Self.context(photos: photos, settings: settings)
        let scenes = try requests.map { request in
            guard let scene = request.build(context) else {
                throw RenderJob.Failure(.unknownScene(name: request.name, known: SceneCatalog.names))
            }
            let wanted = request.animations ?? scene.animations.map(\.name)
            let animations = try wanted.map { name -> PlannedAnimation in
                guard let animation = scene.animation(named: name) else {
                    throw RenderJob.Failure(
                        .unknownAnimation(scene: scene.name, name: name, known: scene.animations.map(\.name)))
                }
                return PlannedAnimation(
                    animation: animation, frames: animation.frameTimes(fps: settings.fps).map(animation.frame(at:)))
            }
            let planned = PlannedScene(scene: scene, stills: scene.stills, animations: animations)
            // Nothing is drawn (or written) when any frame would not fit the pixel budget.
            let frames =
                planned.stills.map { ("\($0.name)", $0.frame) }
                + planned.animations.flatMap { animation in animation.frames.map { (animation.animation.name, $0) } }
            for (name, frame) in frames {
                for index in frame.layers.flatMap(\.content.photos) where !photos.indices.contains(index) {
                    throw RenderJob.Failure(.missingPhoto(index: index, count: photos.count))
                }
                if let overrun = PixelBudget.problem(frame, scale: settings.scale) {
                    throw RenderJob.Failure(.pixelBudgetExceeded(scene: scene.name, frame: name, overrun))
                }
            }
            return planned
        }
        try OutputNames.check(scenes)
        return scenes
    }

    /// What every scene is built for: the photo count and the settings' canvas, seed, parameters
    /// and backdrop (by its place in the order; photo 0 if it was dropped as unreadable).
    static func context(photos: [PhotoFile], settings: RenderSettings) -> SceneCatalog.Context {
        let backdrop =
            settings.backdrop.flatMap { name in
                photos.firstIndex { $0.fileName == name } ?? photos.firstIndex { $0.isCalled(name) }
            } ?? 0
        return SceneCatalog.Context(
            photoCount: photos.count, canvas: settings.canvas, seed: settings.seed,
            parameters: settings.sceneParameters, backdrop: backdrop)
    }

    /// The largest canvas of the run, in pixels.
    private func coverSize(_ frames: [SceneFrame]) -> (width: Int, height: Int) {
        let compositor = FrameCompositor.pixelSize
        return frames.reduce((1, 1)) { size, frame in
            let pixels = compositor(frame.canvas, settings.scale)
            return (max(size.0, pixels.width), max(size.1, pixels.height))
        }
    }
}
