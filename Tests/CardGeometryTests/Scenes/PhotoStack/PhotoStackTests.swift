import PropertyBased
import Testing
@testable import CardGeometry

/// `photostack` on the default 390×844 canvas: the stack is centred at
/// (195, 422), photos are 270×270 with a 5 pt white border, the container is 300×300.
/// The animations' scripts (from the scene's source): flick = drag (90, −20) in 0.25 s released at
/// (1200, −400) pt/s; return = drag (60, 40) in 0.3 s released at (120, 50) pt/s.
@Suite("Photo stack")
struct PhotoStackTests {
    static let centre = Point(x: 195, y: 422)
    static let photoSize = Size(width: 270, height: 270)

    static func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }

    static func expectBordered(_ layer: Layer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            layer.border == Border(width: 5, color: Color(red: 1, green: 1, blue: 1)),
            "\(layer.content) has border \(String(describing: layer.border))", sourceLocation: sourceLocation)
    }

    static func animation(_ name: String, _ scene: PhotoStackScene) throws -> SceneAnimation {
        try #require(scene.animation(named: name))
    }

    // MARK: Tilts

    @Test func tiltsAreWholeDegreesFromMinusFourToTwo() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 1...40)) { seed, count in
            let scene = PhotoStackScene(photoCount: count, seed: seed)
            #expect(scene.tilts.count == count)
            #expect(scene.tilts[0] == 0, "photo 0 is straight")
            for tilt in scene.tilts.dropFirst() + [scene.flickTilt] {
                let d = Self.degrees(tilt)
                #expect(abs(d - d.rounded()) < 1e-9, "\(d)° is not whole")
                #expect(d.rounded() >= -4 && d.rounded() <= 2, "\(d)° outside [−4, 2]")
            }
        }
    }

    @Test func everyTiltInTheRangeOccurs() {
        // Over many draws all seven whole degrees −4 … 2 turn up, and nothing else.
        var seen = Set<Int>()
        for seed in UInt64(0)..<200 {
            for tilt in PhotoStackScene(photoCount: 10, seed: seed).tilts.dropFirst() {
                seen.insert(Int(Self.degrees(tilt).rounded()))
            }
        }
        #expect(seen == Set(-4...2))
    }

    @Test func sameSeedSameTilts() async {
        await propertyCheck(count: 50, input: Gen.uint64()) { seed in
            let a = PhotoStackScene(photoCount: 12, seed: seed), b = PhotoStackScene(photoCount: 12, seed: seed)
            #expect(a.tilts == b.tilts && a.flickTilt == b.flickTilt)
            #expect(a.still() == b.still())
        }
    }

    @Test func differentSeedsUsuallyDifferentTilts() {
        // 19 tilts of 7 values each: two seeds agreeing on all of them has chance 7^−19.
        let sets = Set((UInt64(0)..<40).map { PhotoStackScene(photoCount: 20, seed: $0).tilts })
        #expect(sets.count == 40)
        #expect(PhotoStackScene(photoCount: 20, seed: 3).tilts != PhotoStackScene(photoCount: 20, seed: 4).tilts)
    }

    // MARK: Still

    @Test func stillDrawsAtMostTwelveWithPhotoZeroOnTop() {
        let scene = PhotoStackScene(photoCount: 20, seed: 3)
        let layers = scene.still().layers
        #expect(layers.map(\.content) == (0..<12).reversed().map { .photo($0) })
        for layer in layers {
            #expect(layer.position == Self.centre)
            #expect(layer.size == Self.photoSize)
            #expect(layer.alpha == 1 && layer.scale == 1)
            Self.expectBordered(layer)
        }
        #expect(layers.last?.rotation == 0)
        for (i, layer) in layers.dropLast().enumerated() {
            #expect(layer.rotation == scene.tilts[11 - i])
        }
        #expect(
            PhotoStackScene(photoCount: 3, seed: 3).still().layers.map(\.content) == [.photo(2), .photo(1), .photo(0)])
        #expect(PhotoStackScene(photoCount: 0, seed: 3).still().layers.isEmpty)
    }

    // MARK: Flick

    @Test func flickDuration() throws {
        // 0.25 s drag + 0.1 s out + 0.2 s settle.
        expectClose(
            try Self.animation("flick", PhotoStackScene(photoCount: 8, seed: 3)).duration, 0.55, tolerance: 1e-12)
    }

    @Test func flickedPhotoFliesOutByTheContainerSize() throws {
        let scene = PhotoStackScene(photoCount: 8, seed: 3)
        let flick = try Self.animation("flick", scene)
        // Released at centre + (90, −20) = (285, 402); velocity (+, −) → centre + (300, −300) = (495, 122).
        let released = Point(x: 285, y: 402), away = Point(x: 495, y: 122)
        for since in [0.0, 0.02, 0.05, 0.08, 0.0999] {
            let layers = flick.frame(at: 0.25 + since).layers
            let top = try #require(layers.last)
            #expect(top.content == .photo(0))
            let eased = ReferenceCurve.easeInEaseOut(since / 0.1)
            expectClose(top.position, released + (away - released) * eased, tolerance: 1e-9, "at \(since)")
            #expect(top.rotation == 0)
            #expect(Array(layers.dropLast()) == Array(scene.still().layers.dropLast()))
        }
        // Half way out, by hand: (390, 262).
        expectClose(try #require(flick.frame(at: 0.3).layers.last).position, Point(x: 390, y: 262))
    }

    @Test func flickDirectionFollowsTheVelocitySigns() throws {
        // The default script flicks up and right; the back-flight starts from there.
        let scene = PhotoStackScene(photoCount: 4, seed: 9)
        let start = try Self.animation("flick", scene).frame(at: 0.35).layers
        let flicked = try #require(start.first { $0.content == .photo(0) })
        expectClose(flicked.position, Point(x: 195 + 300, y: 422 - 300))
    }

    @Test func afterTheFlickPhotoOneIsOnTopAndPhotoZeroAtTheBack() throws {
        let scene = PhotoStackScene(photoCount: 8, seed: 3)
        let flick = try Self.animation("flick", scene)
        let end = flick.frame(at: flick.duration).layers
        // Eight photos, all drawn (the stack draws up to 12): photo 0 now at the back.
        #expect(
            end.map(\.content) == [
                .photo(0), .photo(7), .photo(6), .photo(5), .photo(4), .photo(3), .photo(2), .photo(1)
            ])
        #expect(end.last?.rotation == 0)
        #expect(end.first?.rotation == scene.flickTilt)
        for layer in end {
            #expect(layer.position == Self.centre)
            #expect(layer.size == Self.photoSize)
            Self.expectBordered(layer)
        }
        for layer in end.dropFirst().dropLast() {
            guard case let .photo(i) = layer.content else { continue }
            #expect(layer.rotation == scene.tilts[i])
        }
    }

    @Test func flickDrawsEachPhotoOnce() throws {
        // Every count, below, at and above the number of photos the stack draws.
        let visible = PhotoStackParameters().visiblePhotos
        for count in [1, 2, 3, 5, 6, visible - 1, visible, visible + 1, 20] {
            let flick = try Self.animation("flick", PhotoStackScene(photoCount: count, seed: 3))
            for t in [0.0, 0.3, 0.4, 0.55] {
                let contents = flick.frame(at: t).layers.map(\.content)
                #expect(Set(contents).count == contents.count, "\(count) photos at \(t): \(contents)")
                #expect(contents.count == min(count, visible), "\(count) photos at \(t)")
            }
        }
    }

    @Test func settleHalfWay() throws {
        // 0.45 s is half of the 0.2 s settle: easeInEaseOut(0.5) = 0.5.
        let scene = PhotoStackScene(photoCount: 5, seed: 11)
        let layers = try Self.animation("flick", scene).frame(at: 0.45).layers
        let back = try #require(layers.first), top = try #require(layers.last)
        #expect(back.content == .photo(0) && top.content == .photo(1))
        expectClose(back.position, Point(x: (495 + 195) / 2.0, y: (122 + 422) / 2.0))
        expectClose(back.rotation, scene.flickTilt / 2, tolerance: 1e-12)
        expectClose(top.rotation, scene.tilts[1] / 2, tolerance: 1e-12)
    }

    // MARK: Return

    @Test func slowReleaseReturnsToTheCentreInPointTwo() throws {
        let scene = PhotoStackScene(photoCount: 5, seed: 3)
        let back = try Self.animation("return", scene)
        expectClose(back.duration, 0.3 + 0.2, tolerance: 1e-12)
        // Released at centre + (60, 40) = (255, 462).
        expectClose(try #require(back.frame(at: 0.3).layers.last).position, Point(x: 255, y: 462))
        expectClose(try #require(back.frame(at: 0.4).layers.last).position, Point(x: 225, y: 442))
        let eased = ReferenceCurve.easeInEaseOut(0.25)
        expectClose(
            try #require(back.frame(at: 0.35).layers.last).position,
            Point(x: 255 - 60 * eased, y: 462 - 40 * eased))
        #expect(back.frame(at: back.duration).layers == scene.still().layers)
    }

    // MARK: Show all

    /// Hand-computed grid: padding = (390 − 240) / 4 = 37.5, step 80 + 37.5 = 117.5.
    static func cell(_ i: Int) -> Rect {
        Rect(x: 37.5 + Double(i % 3) * 117.5, y: 37.5 + Double(i / 3) * 117.5, width: 80, height: 80)
    }

    @Test func gridCells() {
        let scene = PhotoStackScene(photoCount: 12, seed: 3)
        for i in 0..<12 { #expect(scene.gridFrame(i) == Self.cell(i), "cell \(i)") }
        #expect(Self.cell(4) == Rect(x: 155, y: 155, width: 80, height: 80))
        #expect(Self.cell(11) == Rect(x: 272.5, y: 390, width: 80, height: 80))
    }

    /// With a spacing the cells fill the width: (390 − 4 · 12) / 3 = 114, below a 62 pt top.
    @Test func aSpacedGridFillsTheWidthBelowItsTop() {
        var parameters = PhotoStackParameters()
        parameters.gridSpacing = 12
        parameters.gridTop = 62
        let scene = PhotoStackScene(photoCount: 8, seed: 3, parameters: parameters)
        #expect(scene.gridFrame(0) == Rect(x: 12, y: 74, width: 114, height: 114))
        #expect(scene.gridFrame(5) == Rect(x: 264, y: 200, width: 114, height: 114))
        #expect(scene.gridFrame(7) == Rect(x: 138, y: 326, width: 114, height: 114))
    }

    /// On a wide, short canvas the rows set the cells' size, and the grid is centred in its width:
    /// three rows of 12 photos in 4 columns fit (300 − 4 · 10) / 3 = 260 / 3 pt cells.
    @Test func aSpacedGridKeepsItsRowsOnAShortCanvas() {
        var parameters = PhotoStackParameters()
        parameters.canvas = Size(width: 800, height: 300)
        parameters.gridColumns = 4
        parameters.gridSpacing = 10
        let scene = PhotoStackScene(photoCount: 12, seed: 3, parameters: parameters)
        let cell = 260.0 / 3, padding = (800 - 4 * cell) / 5
        let last = scene.gridFrame(11)
        expectClose(last.size.width, cell, tolerance: 1e-9)
        expectClose(last.origin.x, padding + 3 * (cell + padding), tolerance: 1e-9)
        expectClose(last.origin.y + last.size.height, 290, tolerance: 1e-9)
    }

    @Test func maskFadesInOverPointOne() throws {
        let scene = PhotoStackScene(photoCount: 7, seed: 3)
        let showAll = try Self.animation("show-all", scene)
        for (t, alpha) in [(0.0, 0.0), (0.05, 0.5), (0.025, ReferenceCurve.easeInEaseOut(0.25)), (0.1, 1.0), (0.4, 1.0)]
        {
            let mask = try #require(showAll.frame(at: t).layers.first)
            #expect(mask.content == .fill(Color(red: 0, green: 0, blue: 0)))
            #expect(mask.size == Size(width: 390, height: 844))
            #expect(mask.position == Point(x: 195, y: 422))
            expectClose(mask.alpha, alpha, tolerance: 1e-9, "mask at \(t)")
        }
    }

    @Test func photosFlyToTheirCellsOneAfterAnother() throws {
        let scene = PhotoStackScene(photoCount: 7, seed: 3)
        let showAll = try Self.animation("show-all", scene)
        // Photo 6 arrives last: 0.1 · 6 + 0.1.
        expectClose(showAll.duration, 0.7, tolerance: 1e-12)
        func layer(_ i: Int, at t: Double) throws -> Layer {
            try #require(showAll.frame(at: t).layers.first { $0.content == .photo(i) })
        }
        for i in 0..<7 {
            let arrived = try layer(i, at: 0.1 * Double(i) + 0.1)
            let cell = Self.cell(i)
            expectClose(
                arrived.position, Point(x: cell.origin.x + 40, y: cell.origin.y + 40), tolerance: 1e-9, "photo \(i)")
            #expect(arrived.size == Size(width: 80, height: 80))
            #expect(arrived.rotation == 0)
            Self.expectBordered(arrived)
            // And it stays there.
            #expect(try layer(i, at: 0.7) == arrived)
            // Not started before its delay.
            for t in [0.0, 0.1 * Double(i) - 0.001, 0.1 * Double(i)] where t >= 0 {
                let waiting = try layer(i, at: t)
                #expect(waiting.position == Self.centre, "photo \(i) at \(t)")
                #expect(waiting.size == Self.photoSize)
                #expect(waiting.rotation == (i == 0 ? 0 : scene.tilts[i]))
            }
        }
        // Half way for photo 2 (0.25 s): from the centre to its cell's middle (312.5, 77.5), easeInEaseOut(0.5) = 0.5.
        let half = try layer(2, at: 0.25)
        expectClose(half.position, Point(x: (195 + 312.5) / 2, y: (422 + 77.5) / 2))
        expectClose(half.size.width, (270 + 80) / 2.0)
    }

    @Test func showAllLayersAreMaskThenPhotosBackToFront() throws {
        let scene = PhotoStackScene(photoCount: 4, seed: 3)
        let layers = try Self.animation("show-all", scene).frame(at: 0.2).layers
        #expect(
            layers.map(\.content) == [
                .fill(Color(red: 0, green: 0, blue: 0)), .photo(3), .photo(2), .photo(1), .photo(0)
            ])
    }

    // MARK: Dismiss

    @Test func dismissStartsAtTheGridAndEndsAtTheStill() throws {
        for count in [1, 4, 6, 9] {
            let scene = PhotoStackScene(photoCount: count, seed: 3)
            let showAll = try Self.animation("show-all", scene)
            let dismiss = try Self.animation("dismiss", scene)
            expectClose(dismiss.duration, 0.25, tolerance: 1e-12)
            #expect(dismiss.frame(at: 0).layers == showAll.frame(at: showAll.duration).layers, "\(count) photos")
            #expect(dismiss.frame(at: 0).layers.first?.alpha == 1)
            #expect(dismiss.frame(at: dismiss.duration).layers == scene.still().layers, "\(count) photos")
            // Mask half faded half way.
            expectClose(try #require(dismiss.frame(at: 0.125).layers.first).alpha, 0.5, tolerance: 1e-9)
        }
    }
}
