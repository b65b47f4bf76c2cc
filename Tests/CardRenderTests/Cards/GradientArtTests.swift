import CardGeometry
@testable import CardImaging
import Testing
import TestSupport
@testable import CardRender

/// Linear gradients: colours blended along the line from the start point to the end point,
/// straight, then premultiplied and rounded as a fill is.
@Suite struct GradientArtTests {
    init() throws { try VipsRuntime.start() }

    private func paint(_ gradient: LinearGradient, width: Int, height: Int) throws -> VImage {
        try GradientArt().paint(gradient, width: width, height: height)
    }

    private let redToBlue = LinearGradient(
        colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: Point(x: 0, y: 0.5),
        endPoint: Point(x: 1, y: 0.5))

    @Test func leftToRightBlendsAcrossAndNotDown() throws {
        let image = try paint(redToBlue, width: 100, height: 3)
        #expect(image.width == 100 && image.height == 3 && image.bands == 4)
        // Pixel x's centre is (x + 0.5) / 100 along the line.
        // 0.005 of the way: red 0.995 × 255 = 253.7, blue 1.3.
        #expect(try TestImages.pixel(image, 0, 0) == [254, 0, 1, 255])
        #expect(try TestImages.pixel(image, 99, 2) == [1, 0, 254, 255])
        // The middle pixels: 0.495 and 0.505 of the way.
        #expect(try TestImages.pixel(image, 49, 1) == [129, 0, 126, 255])
        #expect(try TestImages.pixel(image, 50, 1) == [126, 0, 129, 255])
        for x in [0, 37, 99] {
            #expect(try TestImages.pixel(image, x, 0) == TestImages.pixel(image, x, 2))
        }
    }

    @Test func theMiddleStopAndTheEndsHoldTheirColours() throws {
        let gradient = LinearGradient(
            stops: [
                GradientStop(color: .black, location: 0.25), GradientStop(color: .white, location: 0.5),
                GradientStop(color: .black, location: 0.75)
            ])
        // Top to bottom, 1 × 8: centres at 1/16, 3/16, … 15/16.
        let column = try (0..<8).map { try TestImages.pixel(paint(gradient, width: 1, height: 8), 0, $0)[0] }
        // Before 0.25 the first stop's colour, after 0.75 the last's; 7/16 is 3/4 of the way to white.
        #expect(column == [0, 0, 64, 191, 191, 64, 0, 0])
    }

    @Test func translucentStopsArePremultiplied() throws {
        let gradient = LinearGradient(
            stops: [GradientStop(color: Color(red: 1, green: 1, blue: 1, alpha: 0.5), location: 0)])
        #expect(try TestImages.pixel(paint(gradient, width: 2, height: 2), 1, 1) == [128, 128, 128, 128])
        // A gradient of one stop is that colour's fill, to the byte.
        let fill = try Paint.solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5), width: 2, height: 2)
        #expect(try paint(gradient, width: 2, height: 2).pixels() == fill.pixels())
    }

    @Test func aDiagonalRunsCornerToCorner() throws {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .zero, endPoint: Point(x: 1, y: 1))
        let image = try paint(gradient, width: 10, height: 10)
        #expect(try TestImages.pixel(image, 0, 0)[0] < 15)
        #expect(try TestImages.pixel(image, 9, 9)[0] > 240)
        // Along the other diagonal, the middle grey.
        #expect(try TestImages.pixel(image, 9, 0) == TestImages.pixel(image, 0, 9))
        #expect(try TestImages.pixel(image, 9, 0)[0] == 128)
    }

    @Test func badGradientsAreRefusedByName() throws {
        func problem(_ gradient: LinearGradient) -> String? {
            do {
                _ = try paint(gradient, width: 4, height: 4)
                return nil
            } catch let failure as ContentFailure {
                return failure.description
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(LinearGradient(stops: [])) == "cannot draw a linear gradient: it has no colour stops")
        #expect(
            problem(LinearGradient(stops: [GradientStop(color: .black, location: 1.5)]))
                == "cannot draw a linear gradient: a stop's location, 1.5, is not between 0 and 1")
        #expect(
            problem(LinearGradient(colors: [.black, .white], startPoint: .zero, endPoint: .zero))
                == "cannot draw a linear gradient: its start and end points are the same, so it has no direction")
        #expect(
            problem(LinearGradient(colors: [.black], startPoint: Point(x: .nan, y: 0)))
                == "cannot draw a linear gradient: its start or end point is not a number")
    }
}
