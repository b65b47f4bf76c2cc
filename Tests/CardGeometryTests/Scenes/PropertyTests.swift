import PropertyBased
import Testing
@testable import CardGeometry

/// Invariants of every scene over random photo counts, seeds, canvases and times: every value
/// finite, alpha in [0, 1], sizes non-negative, layer order stable within a phase, and each
/// animation starting in its start state and ending (stably) in its end state.
@Suite("Scene properties")
struct PropertyTests {
    static let photoCounts = Gen.int(in: 0...20)
    static let seeds = Gen.uint64()
    static let sides = Gen.double(in: 200...1200)
    static let fractions = Gen.double(in: 0...1)

    static func scene(_ name: String, _ count: Int, _ seed: UInt64, _ w: Double, _ h: Double) -> (any Scene)? {
        SceneCatalog.scene(named: name, .init(photoCount: count, canvas: Size(width: w, height: h), seed: seed))
    }

    /// The scene's own geometry laid out on the canvas as it is, without fitting it to the screen
    /// (which `ScreenFitTests` checks): the numbers the end-state properties speak of.
    static func laidOut(_ name: String, _ count: Int, _ seed: UInt64, _ w: Double, _ h: Double) -> (any Scene)? {
        SceneCatalog.laidOut(named: name, .init(photoCount: count, canvas: Size(width: w, height: h), seed: seed))
    }

    /// Every number a layer carries.
    static func numbers(_ layer: Layer) -> [Double] {
        var xs = [
            layer.size.width, layer.size.height, layer.position.x, layer.position.y, layer.anchor.x, layer.anchor.y,
            layer.rotation, layer.scale, layer.alpha, layer.cornerRadius
        ]
        if let border = layer.border {
            xs += [border.width, border.color.red, border.color.green, border.color.blue, border.color.alpha]
        }
        if let shadow = layer.shadow {
            xs += [
                shadow.opacity, shadow.radius, shadow.offset.x, shadow.offset.y,
                shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha
            ]
        }
        switch layer.content {
        case let .blurredPhoto(_, radius): xs.append(radius)
        case let .sheet(_, rowHeight): xs.append(rowHeight)
        case let .fill(color): xs += [color.red, color.green, color.blue, color.alpha]
        default: break
        }
        return xs
    }

    static func expectWellFormed(_ frame: SceneFrame, _ what: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(frame.canvas.width.isFinite && frame.canvas.height.isFinite, "\(what)", sourceLocation: sourceLocation)
        for (i, layer) in frame.layers.enumerated() {
            let xs = numbers(layer)
            let finite = xs.allSatisfy { $0.isFinite }
            #expect(finite, "\(what): layer \(i) \(layer.content) has \(xs)", sourceLocation: sourceLocation)
            #expect(
                layer.alpha >= 0 && layer.alpha <= 1, "\(what): layer \(i) alpha \(layer.alpha)",
                sourceLocation: sourceLocation)
            #expect(
                layer.size.width >= 0 && layer.size.height >= 0, "\(what): layer \(i) size \(layer.size)",
                sourceLocation: sourceLocation)
            #expect(layer.scale >= 0, "\(what): layer \(i) scale \(layer.scale)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Values

    @Test func everyValueFiniteAndInRange() async {
        await propertyCheck(count: 60, input: Self.photoCounts, Self.seeds, Self.sides, Self.sides, Self.fractions) {
            count, seed, w, h, f in
            for name in SceneCatalog.names {
                guard let scene = Self.scene(name, count, seed, w, h) else {
                    Issue.record("no scene \(name)")
                    continue
                }
                for still in scene.stills { Self.expectWellFormed(still.frame, "\(name) \(still.name)") }
                for animation in scene.animations {
                    #expect(animation.duration.isFinite && animation.duration > 0, "\(name) \(animation.name)")
                    for t in [
                        f * animation.duration, animation.duration * Double(Int(f * 997)) / 997, 0, animation.duration
                    ] {
                        let frame = animation.frame(at: t)
                        Self.expectWellFormed(frame, "\(name) \(animation.name) at \(t), \(count) photos, \(w)×\(h)")
                        #expect(frame.canvas == Size(width: w, height: h))
                    }
                }
            }
        }
    }

    // MARK: Start and end states

    /// What frame 0 of each animation is: the still, except photostack's dismiss (it starts from
    /// the grid show-all ends in) and the sheet (its scripts start at the minimum notch).
    static func startState(_ scene: any Scene, _ animation: SceneAnimation) -> [Layer] {
        switch (scene.name, animation.name) {
        case ("photostack", "dismiss"):
            let showAll = scene.animation(named: "show-all")!
            return showAll.frame(at: showAll.duration).layers
        case ("sheet", _):
            return scene.stills.first { $0.name == "still-minimum" }!.frame.layers
        default:
            return scene.still().layers
        }
    }

    @Test func everyAnimationStartsInItsStartState() async {
        await propertyCheck(count: 60, input: Self.photoCounts, Self.seeds, Self.sides, Self.sides) {
            count, seed, w, h in
            for name in SceneCatalog.names {
                guard let scene = Self.scene(name, count, seed, w, h) else { continue }
                for animation in scene.animations {
                    var start = animation.frame(at: 0).layers
                    var expected = Self.startState(scene, animation)
                    if name == "photostack" && animation.name == "show-all" && !start.isEmpty {
                        // Show-all adds the mask, still transparent, under the photos.
                        #expect(start[0].content == .fill(.black) && start[0].alpha == 0)
                        start.removeFirst()
                        // It also lays out up to 12 photos where the still draws 6 (see the report).
                        expected = Array(expected.suffix(start.count))
                        if count > 6 { start = Array(start.suffix(6)); expected = Array(expected.suffix(6)) }
                    }
                    #expect(start == expected, "\(name) \(animation.name), \(count) photos, \(w)×\(h)")
                    #expect(animation.frame(at: -0.5).layers == animation.frame(at: 0).layers)
                }
            }
        }
    }

    @Test func endStateIsStable() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.seeds, Self.sides, Self.sides, Self.fractions) {
            count, seed, w, h, f in
            for name in SceneCatalog.names {
                guard let scene = Self.scene(name, count, seed, w, h) else { continue }
                for animation in scene.animations {
                    let end = animation.frame(at: animation.duration)
                    #expect(end.time == animation.duration)
                    for later in [animation.duration + 1e-6, animation.duration + 0.001 + f, animation.duration * 3] {
                        #expect(
                            animation.frame(at: later).layers == end.layers, "\(name) \(animation.name) at \(later)")
                    }
                }
            }
        }
    }

    static func expectLayersClose(
        _ a: [Layer], _ b: [Layer], tolerance: Double, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard a.count == b.count else {
            Issue.record("\(what): \(a.count) layers != \(b.count)", sourceLocation: sourceLocation)
            return
        }
        for (x, y) in zip(a, b) {
            #expect(
                x.look == y.look && x.anchor == y.anchor && x.scale == y.scale && x.alpha == y.alpha, "\(what)",
                sourceLocation: sourceLocation)
            expectClose(
                x.position, y.position, tolerance: tolerance, "\(what) \(x.content)", sourceLocation: sourceLocation)
            expectClose(
                x.rotation, y.rotation, tolerance: tolerance, "\(what) \(x.content)", sourceLocation: sourceLocation)
        }
    }

    /// A deck's resting layers with photo 1 on top: the still of one photo fewer, every photo index + 1.
    static func restingFromPhotoOne(_ name: String, _ count: Int, _ w: Double, _ h: Double) -> [Layer] {
        guard count > 1, let scene = Self.laidOut(name, count - 1, 0, w, h) else { return [] }
        return scene.still().layers.map { layer in
            var shifted = layer
            switch layer.content {
            case let .card(photo): shifted.content = .card(photo: photo + 1)
            case let .profileCard(photo): shifted.content = .profileCard(photo: photo + 1)
            default: Issue.record("unexpected \(layer.content)")
            }
            return shifted
        }
    }

    @Test func decksEndInTheirEndStates() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.sides, Self.sides) { count, w, h in
            for name in ["deck", "swiftui-deck"] {
                guard let scene = Self.laidOut(name, count, 0, w, h) else { continue }
                for animation in scene.animations {
                    let end = animation.frame(at: animation.duration).layers
                    // Whether the card goes depends on the canvas for the SwiftUI deck (half its card width).
                    let tx: Double, returns: Bool
                    if let deck = scene as? DeckScene {
                        let translation = DeckScene.defaultGestures.first { $0.name == animation.name }!.gesture
                            .translation
                        tx = translation.x
                        returns = deck.outcome(ofRelease: translation) == .snapBack
                    } else {
                        tx = SwiftUIDeckScene.defaultGestures.first { $0.name == animation.name }!.gesture.translation.x
                        returns = abs(tx) / (w - 32) <= 0.5
                    }
                    if returns {
                        // UIKit's ease ends exactly; SwiftUI's spring within 0.001 of the drag.
                        Self.expectLayersClose(
                            end, scene.still().layers, tolerance: name == "deck" ? 1e-9 : 0.001 * abs(tx),
                            "\(name) \(animation.name)")
                    } else {
                        #expect(
                            end == Self.restingFromPhotoOne(name, count, w, h),
                            "\(name) \(animation.name), \(count) photos")
                    }
                }
            }
        }
    }

    @Test func decksAndThePhotoStackFitAnyScreen() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.sides, Self.sides) { count, w, h in
            for name in ["deck", "swiftui-deck", "photostack"] {
                guard let still = Self.scene(name, max(count, 1), 0, w, h)?.still() else { continue }
                #expect(still.canvas == Size(width: w, height: h))
                #expect(SceneCatalog.fits(still, margin: -1e-6), "\(name) on \(w)×\(h)")
            }
        }
    }

    @Test func photoStackEndsInItsEndStates() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.seeds, Self.sides, Self.sides) {
            count, seed, w, h in
            guard let scene = Self.laidOut("photostack", count, seed, w, h) as? PhotoStackScene else {
                Issue.record("no photostack")
                return
            }
            let centre = Point(x: w / 2, y: h / 2)
            let still = scene.still().layers
            for name in ["return", "dismiss"] {
                let animation = scene.animation(named: name)!
                Self.expectLayersClose(animation.frame(at: animation.duration).layers, still, tolerance: 1e-9, name)
            }
            // Flick: everything back in the middle, photo 1 on top and straight, photo 0 at the back.
            let flick = scene.animation(named: "flick")!
            let end = flick.frame(at: flick.duration).layers
            for layer in end { expectClose(layer.position, centre, tolerance: 1e-9, "flick end") }
            if count >= 2 {
                #expect(end.last?.content == .photo(1) && end.last?.rotation == 0)
                #expect(end.first?.content == .photo(0) && end.first?.rotation == scene.flickTilt)
            }
            // Show-all: every photo (at most 12) in its cell of the 3-column grid, the mask opaque.
            let showAll = scene.animation(named: "show-all")!
            let grid = showAll.frame(at: showAll.duration).layers
            let shown = min(count, 12)
            #expect(grid.count == (shown > 0 ? shown + 1 : 0))
            if shown > 0 { #expect(grid[0].alpha == 1 && grid[0].size == Size(width: w, height: h)) }
            let padding = (w - 240) / 4
            for layer in grid.dropFirst() {
                guard case let .photo(i) = layer.content else { continue }
                let mid = Point(
                    x: padding + Double(i % 3) * (80 + padding) + 40, y: padding + Double(i / 3) * (80 + padding) + 40)
                expectClose(layer.position, mid, tolerance: 1e-9, "grid \(i)")
                #expect(layer.size == Size(width: 80, height: 80) && layer.rotation == 0)
            }
        }
    }

    @Test func sideCardAndSheetEndInTheirEndStates() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.sides, Self.sides) { count, w, h in
            if let scene = Self.scene("sidecard", count, 0, w, h) {
                let cancel = scene.animation(named: "cancel")!
                #expect(cancel.frame(at: cancel.duration).layers == scene.still().layers)
                let open = scene.animation(named: "open")!.frame(at: scene.animation(named: "open")!.duration).layers
                if count > 0 {
                    #expect(open[1].alpha == 1, "blur fully in")
                    // The card at its margin frame: centred horizontally, (60 + (h − 100)) / 2 down.
                    expectClose(open[3].position, Point(x: w / 2, y: (60 + h - 100) / 2), tolerance: 1e-9, "card")
                }
                // The indicator ended 16 + 20 = 36 pt from the left edge.
                expectClose(open.last!.position.x, 36, tolerance: 1e-9, "indicator")
            }
            if let scene = Self.laidOut("sheet", count, 0, w, h) {
                // fling-up: from the minimum h/4 dragged 100 up (at most to 3h/4), projected 250 higher.
                // settle: 150 up, no velocity.
                let notches = [h / 4, h / 2, 3 * h / 4]
                for (name, drag, fling) in [("fling-up", 100.0, 250.0), ("settle", 150.0, 0.0)] {
                    let released = min(h / 4 + drag, 3 * h / 4)
                    let projected = released + fling
                    let target = notches.min { abs($0 - projected) < abs($1 - projected) }!
                    let animation = scene.animation(named: name)!
                    let sheet = animation.frame(at: animation.duration).layers.last!
                    expectClose(sheet.position.y - sheet.size.height / 2, h - target, tolerance: 1e-9, "sheet \(name)")
                }
            }
        }
    }

    // MARK: Layer order

    /// Times at which an animation's layers may change (a card leaving or entering, a photo going
    /// to the back). Between them the sequence of contents must not change.
    static func phaseBoundaries(_ scene: any Scene, _ animation: SceneAnimation) -> [Double] {
        switch scene.name {
        case "deck":
            let release = DeckScene.defaultGestures.first { $0.name == animation.name }!.gesture.duration
            return [release, release + 0.2]
        case "swiftui-deck":
            let release = SwiftUIDeckScene.defaultGestures.first { $0.name == animation.name }!.gesture.duration
            return [release, animation.duration]
        case "photostack":
            // Flick: released at 0.25, behind the stack 0.1 s later. Dismiss: the still at the end.
            return animation.name == "flick" ? [0.25, 0.35] : animation.name == "dismiss" ? [animation.duration] : []
        case "vertical-swiper":
            // Released; a swiped card hidden and deleted at the end of its 0.2 s flight.
            let release = (scene as! VerticalSwiperScene).gestures.first { $0.name == animation.name }!.gesture.duration
            return [release, release + 0.2]
        default:
            return []
        }
    }

    @Test func layerOrderIsStableWithinAPhase() async {
        await propertyCheck(count: 40, input: Self.photoCounts, Self.seeds, Self.sides, Self.sides, Self.fractions) {
            count, seed, w, h, f in
            for name in SceneCatalog.names {
                guard let scene = Self.scene(name, count, seed, w, h) else { continue }
                for animation in scene.animations {
                    let boundaries = Self.phaseBoundaries(scene, animation)
                    let grid = (0..<50).map { (Double($0) + f) / 50 * animation.duration }
                    for t in grid {
                        let u = t + 0.001
                        if boundaries.contains(where: { $0 >= t - 1e-6 && $0 <= u + 1e-6 }) { continue }
                        let a = animation.frame(at: t).layers.map(\.content)
                        let b = animation.frame(at: u).layers.map(\.content)
                        #expect(a == b, "\(name) \(animation.name): \(a) at \(t) → \(b) at \(u)")
                    }
                }
            }
        }
    }

    @Test func layerOrderChangesAtTheKnownBoundaries() throws {
        // The boundaries above are real: the contents differ across each (so the skip is not hiding anything else).
        let deck = try #require(SceneCatalog.scene(named: "swiftui-deck", .init(photoCount: 6)))
        let swipe = try #require(deck.animation(named: "swipe-right"))
        #expect(swipe.frame(at: 0.4499).layers.count == 4 && swipe.frame(at: 0.4501).layers.count == 5)
        #expect(
            swipe.frame(at: swipe.duration - 0.001).layers.count == 5
                && swipe.frame(at: swipe.duration).layers.count == 4)
        let stack = try #require(SceneCatalog.scene(named: "photostack", .init(photoCount: 8, seed: 3)))
        let flick = try #require(stack.animation(named: "flick"))
        #expect(flick.frame(at: 0.349).layers.last?.content == .photo(0))
        #expect(flick.frame(at: 0.351).layers.first?.content == .photo(0))
    }

    // MARK: Plans

    @Test func planHasOneFramePerSampleTime() {
        for name in SceneCatalog.names {
            for count in [0, 3, 8] {
                guard let scene = SceneCatalog.scene(named: name, .init(photoCount: count, seed: 7)) else {
                    Issue.record("no scene \(name)")
                    continue
                }
                for fps in [10.0, 24, 30, 60] {
                    let plan = ScenePlan(scene: scene, fps: fps)
                    #expect(plan.scene == name && plan.fps == fps)
                    #expect(plan.stills.map(\.name) == scene.stills.map(\.name))
                    #expect(plan.animations.map(\.name) == scene.animations.map(\.name))
                    for (planned, animation) in zip(plan.animations, scene.animations) {
                        let times = animation.frameTimes(fps: fps)
                        #expect(planned.frames.count == times.count, "\(name) \(animation.name) at \(fps) fps")
                        #expect(planned.frames.map(\.time) == times)
                        #expect(planned.duration == animation.duration)
                        // Frame count by counting: every k/fps short of the duration, then the end.
                        var steps = 0
                        while Double(steps) / fps < animation.duration - 1e-9 { steps += 1 }
                        #expect(planned.frames.count == steps + 1)
                        #expect(planned.frames.first?.layers == animation.frame(at: 0).layers)
                        #expect(planned.frames.last?.layers == animation.frame(at: animation.duration).layers)
                    }
                }
            }
        }
    }

    @Test func planCanPickAnimations() throws {
        let scene = try #require(SceneCatalog.scene(named: "photostack", .init(photoCount: 5)))
        let plan = ScenePlan(scene: scene, animations: ["dismiss", "flick"], fps: 30)
        // In the scene's order, not the request's.
        #expect(plan.animations.map(\.name) == ["flick", "dismiss"])
    }
}
