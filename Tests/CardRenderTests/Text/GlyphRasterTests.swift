import CCardText
import Testing

/// cardrender's own coverage rasteriser: exact areas in integers, the non-zero rule, curves
/// flattened the same way every time.
@Suite struct GlyphRasterTests {
    /// A whole pixel's coverage in the rasteriser's units.
    static let whole: Int64 = 2 * 256 * 256

    /// Fills `build`'s path into a `width` x `height` window at (left, top): the 8-bit coverage and
    /// the exact area.
    static func fill(
        width: Int, height: Int, left: Int32 = 0, top: Int32 = 0, _ build: (OpaquePointer) -> Void
    ) throws -> (pixels: [UInt8], area: Int64) {
        var path: OpaquePointer?
        #expect(ct_path_new(&path) == 0)
        let made = try #require(path)
        defer { ct_path_free(made) }
        build(made)
        var pixels = [UInt8](repeating: 0, count: width * height)
        var area: Int64 = 0
        let status = pixels.withUnsafeMutableBufferPointer {
            ct_path_fill(made, left, top, Int32(width), Int32(height), $0.baseAddress, width, &area)
        }
        #expect(status == 0)
        return (pixels, area)
    }

    /// A rectangle from (x0, y0) to (x1, y1) in 256ths of a pixel, clockwise or not.
    static func rectangle(
        _ p: OpaquePointer, _ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, reversed: Bool = false
    ) {
        ct_path_move_to(p, x0, y0)
        if reversed {
            ct_path_line_to(p, x0, y1)
            ct_path_line_to(p, x1, y1)
            ct_path_line_to(p, x1, y0)
        } else {
            ct_path_line_to(p, x1, y0)
            ct_path_line_to(p, x1, y1)
            ct_path_line_to(p, x0, y1)
        }
        ct_path_close(p)
    }

    @Test func aSquareOffTheGridCoversItsExactArea() throws {
        // 10.5 x 8.5 pixels from (10.25, 3.5): partial pixels on every side.
        let (pixels, area) = try Self.fill(width: 32, height: 16) { Self.rectangle($0, 2624, 896, 5312, 3072) }
        #expect(area == Self.whole * 8925 / 100)
        #expect(pixels[5 * 32 + 15] == 255)  // inside
        #expect(pixels[5 * 32 + 10] == 191)  // three quarters of the left column
        #expect(pixels[3 * 32 + 15] == 128)  // half of the top row
        #expect(pixels[3 * 32 + 10] == 96)  // the corner: 3/4 x 1/2
        #expect(pixels[5 * 32 + 9] == 0 && pixels[2 * 32 + 15] == 0)
    }

    @Test func aTriangleCoversHalfItsBox() throws {
        // Right triangle with legs of 16 pixels, partly outside the window's top-left corner.
        let (pixels, area) = try Self.fill(width: 24, height: 24, left: -3, top: -2) {
            ct_path_move_to($0, 0, 0)
            ct_path_line_to($0, 16 * 256, 0)
            ct_path_line_to($0, 0, 16 * 256)
            ct_path_close($0)
        }
        #expect(area == Self.whole * 128)
        // The diagonal halves each pixel it crosses: in the row from y = 3 to 4, the pixel from x = 12.
        #expect(pixels[(2 + 3) * 24 + (3 + 12)] == 128)
        #expect(pixels[(2 + 3) * 24 + (3 + 13)] == 0)
        #expect(pixels[(2 + 3) * 24 + (3 + 11)] == 255)
    }

    @Test func edgesThatCrossColumnsLeaveNothingToTheRightOfTheShape() throws {
        // A thin sliver whose edges run left and right across several columns within one row.
        let (pixels, area) = try Self.fill(width: 16, height: 2) {
            ct_path_move_to($0, 1000, 100)
            ct_path_line_to($0, 100, 200)
            ct_path_line_to($0, 300, 200)
            ct_path_line_to($0, 1200, 100)
            ct_path_close($0)
        }
        #expect(pixels[5...].allSatisfy { $0 == 0 }, "\(pixels)")
        #expect(abs(area - 200 * 100 * 2) < Self.whole / 256)
        #expect(pixels[1...3].allSatisfy { $0 > 15 })
    }

    @Test func overlappingContoursAreOneShapeAndHolesCancel() throws {
        // Two overlapping squares wound the same way: the union (non-zero), not a hole where they overlap.
        let (union, unionArea) = try Self.fill(width: 16, height: 16) {
            Self.rectangle($0, 0, 0, 2048, 2048)
            Self.rectangle($0, 1024, 1024, 3072, 3072)
        }
        #expect(unionArea == Self.whole * (64 + 64 - 16))
        #expect(union[5 * 16 + 5] == 255)
        // A square with a hole wound the other way.
        let (ring, ringArea) = try Self.fill(width: 16, height: 16) {
            Self.rectangle($0, 0, 0, 2048, 2048)
            Self.rectangle($0, 512, 512, 1536, 1536, reversed: true)
        }
        #expect(ringArea == Self.whole * (64 - 16))
        #expect(ring[4 * 16 + 4] == 0 && ring[1 * 16 + 1] == 255)
    }

    @Test func curvesAreFlattenedWithinASmallFractionOfAPixel() throws {
        // A quarter of a quadratic "circle" of 8 pixels: 8 x 8 minus a third of the triangle the
        // control point makes outside the curve: 64 - 32/3 pixels.
        let (_, area) = try Self.fill(width: 10, height: 10) {
            ct_path_move_to($0, 0, 0)
            ct_path_quad_to($0, 2048, 0, 2048, 2048)
            ct_path_line_to($0, 0, 2048)
            ct_path_close($0)
        }
        let exact = Double(Self.whole) * (64 - 32.0 / 3)
        #expect(abs(Double(area) - exact) < Double(Self.whole) / 4)
        // The same curve as a cubic with the equivalent control points.
        let (_, cubicArea) = try Self.fill(width: 10, height: 10) {
            ct_path_move_to($0, 0, 0)
            ct_path_cubic_to($0, 1365, 0, 2048, 683, 2048, 2048)
            ct_path_line_to($0, 0, 2048)
            ct_path_close($0)
        }
        #expect(abs(Double(cubicArea) - exact) < Double(Self.whole) / 4)
    }

    @Test func pathsOutsideTheirLimitsAreRefused() throws {
        var path: OpaquePointer?
        #expect(ct_path_new(&path) == 0)
        let made = try #require(path)
        defer { ct_path_free(made) }
        #expect(ct_path_move_to(made, 1 << 25, 0) == Int32(CT_INVALID))
        #expect(ct_path_line_to(made, 0, 0) == Int32(CT_INVALID))  // no contour started
        var pixel: UInt8 = 0
        #expect(ct_path_fill(made, 0, 0, CT_MAX_SIDE + 1, 1, &pixel, Int(CT_MAX_SIDE) + 1, nil) == Int32(CT_TOO_LARGE))
        #expect(ct_path_fill(made, 0, 0, -1, 1, &pixel, 1, nil) == Int32(CT_INVALID))
    }

    @Test func emojiScalingAveragesExactly() throws {
        // 4 x 2 to 2 x 1: each output pixel the mean of a 2 x 2 box.
        let source: [UInt8] = [
            0, 0, 0, 0, 255, 255, 255, 255, 10, 20, 30, 40, 30, 40, 50, 60,
            255, 255, 255, 255, 0, 0, 0, 0, 50, 60, 70, 80, 70, 80, 90, 100
        ]
        var out = [UInt8](repeating: 0, count: 8)
        #expect(ct_scale_rgba(source, 4, 2, 16, &out, 2, 1, 8) == 0)
        #expect(out == [128, 128, 128, 128, 40, 50, 60, 70])
        // 3 to 2 across: weights 2:1 and 1:2.
        let row: [UInt8] = [0, 0, 0, 0, 90, 90, 90, 90, 180, 180, 180, 180]
        var two = [UInt8](repeating: 0, count: 8)
        #expect(ct_scale_rgba(row, 3, 1, 12, &two, 2, 1, 8) == 0)
        #expect(two == [30, 30, 30, 30, 150, 150, 150, 150])
        #expect(ct_scale_rgba(row, 3, 1, 12, &two, 0, 1, 8) == Int32(CT_INVALID))
    }
}
