import CFrameKernels
@testable import CardImaging
import Testing
import TestSupport

/// Every `fk_` kernel checks the sizes it computes from its arguments and reports a refusal as a
/// status, and the Swift side throws it: a buffer a kernel did not write is never encoded. Each
/// refusal here comes before a pixel is read, so a one-pixel buffer stands in for the huge images
/// the sizes describe, and a sentinel shows that nothing was written.
@Suite struct KernelFailureTests {
    private static let tooLarge = Int32(FK_TOO_LARGE), invalid = Int32(FK_INVALID), noMemory = Int32(FK_NO_MEMORY)

    /// A factor whose box area overflows 32 bits, over an image that is large enough for it.
    @Test func shrinkingByABoxWhoseAreaOverflowsIsRefused() {
        let pixels: [UInt8] = [7]
        var out: [UInt8] = [42]
        #expect(fk_shrink_box(pixels, 70_000, 70_000, 1, 70_000, 70_000, &out) == Self.tooLarge)
        #expect(out == [42])
    }

    @Test func shrinkingRowsWhoseSpanOverflowsIsRefused() {
        let pixels: [UInt8] = [7]
        var out: [UInt8] = [42]
        // Rows times stride past size_t.
        #expect(fk_shrink_box(pixels, 4, Int32.max, 1, Int.max / 2, 2, &out) == Self.tooLarge)
        // A row of width × bands past INT_MAX bytes.
        #expect(fk_shrink_box(pixels, Int32.max, 4, 4, Int.max, 2, &out) == Self.tooLarge)
        #expect(out == [42])
    }

    @Test func shrinkingWithArgumentsItDoesNotTakeIsRefused() {
        let pixels: [UInt8] = [7]
        var out: [UInt8] = [42]
        #expect(fk_shrink_box(pixels, 4, 4, 1, 4, 0, &out) == Self.invalid, "factor 0")
        #expect(fk_shrink_box(pixels, 4, 4, 5, 20, 2, &out) == Self.invalid, "5 bands")
        #expect(fk_shrink_box(pixels, 4, 4, 4, 15, 2, &out) == Self.invalid, "a stride shorter than a row")
        #expect(fk_shrink_box(pixels, -4, 4, 1, 4, 2, &out) == Self.invalid, "a negative width")
        #expect(out == [42])
    }

    /// The row sums cannot be allocated: reported, and the output left as it was.
    @Test func aShrinkWhoseWorkingBufferCannotBeHadReportsIt() {
        let pixels = [UInt8](repeating: 200, count: 8 * 8 * 4)
        var out = [UInt8](repeating: 42, count: 4 * 4 * 4)
        fk_fail_working_buffers(1)
        defer { fk_fail_working_buffers(0) }
        #expect(fk_shrink_box(pixels, 8, 8, 4, 32, 2, &out) == Self.noMemory)
        #expect(out == [UInt8](repeating: 42, count: 4 * 4 * 4))
        // The next allocation succeeds again.
        #expect(fk_shrink_box(pixels, 8, 8, 4, 32, 2, &out) == Int32(FK_OK))
        #expect(out == [UInt8](repeating: 200, count: 4 * 4 * 4))
    }

    /// A contact-sheet thumbnail whose shrink fails throws, rather than wrapping uninitialised
    /// pixels in an image.
    @Test func aCanvasThumbnailThatCannotBeShrunkThrows() throws {
        let canvas = Canvas.filled(.white, width: 8, height: 8)
        fk_fail_working_buffers(1)
        defer { fk_fail_working_buffers(0) }
        #expect(throws: KernelFailure(step: "shrinking a frame to a thumbnail", status: Self.noMemory)) {
            try canvas.shrunkToRGB(byBoxes: 2)
        }
        #expect(
            "\(KernelFailure(step: "shrinking a frame to a thumbnail", status: Self.noMemory))"
                == "shrinking a frame to a thumbnail: out of memory")
    }

    @Test func anImageThumbnailThatCannotBeShrunkThrows() throws {
        try VipsRuntime.start()
        let image = try Canvas.filled(.white, width: 8, height: 8).intoImage()
        fk_fail_working_buffers(1)
        defer { fk_fail_working_buffers(0) }
        #expect(throws: KernelFailure(step: "shrinking an image to a thumbnail", status: Self.noMemory)) {
            try image.shrunkByBoxes(2)
        }
    }

    /// The PNG encoder's two converted rows cannot be had: reported, and no PNG handed out.
    @Test func anOpaqueCanvasPNGWhoseRowsCannotBeHadReportsIt() {
        var canvas = [UInt8](repeating: 255, count: 4 * 4 * 4)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        fk_fail_working_buffers(1)
        defer { fk_fail_working_buffers(0) }
        #expect(fk_png_encode_opaque_canvas(&canvas, 4, 4, Int32(FK_PNG_LIBDEFLATE), 6, &out, &length) == Self.noMemory)
        #expect(out == nil && length == 0)
    }

    @Test func encodingAPNGWhoseRowsOverflowIsRefused() {
        let pixels: [UInt8] = [7]
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        #expect(
            fk_png_encode(pixels, 4, Int32.max, 3, Int.max / 2, Int32(FK_PNG_LIBDEFLATE), 6, &out, &length)
                == Self.tooLarge)
        #expect(out == nil)
    }

    /// The drawing kernels refuse a canvas or layer whose rows would overflow, and a layer
    /// window outside the canvas.
    @Test func theDrawingKernelsRefuseSizesThatOverflow() {
        var canvas: [UInt8] = [42, 42, 42, 42]
        let source: [UInt8] = [255, 255, 255, 255]
        let huge = Int.max / 2
        #expect(fk_fill(&canvas, 4, Int32.max, huge, 1, 2, 3, 255) == Self.tooLarge)
        #expect(fk_fill(&canvas, Int32.max, 1, Int.max, 1, 2, 3, 255) == Self.tooLarge)
        #expect(fk_fill(&canvas, 2, 2, 4, 1, 2, 3, 255) == Self.invalid, "a stride shorter than a row")
        #expect(fk_import(&canvas, 4, Int32.max, huge, source, 4, 16) == Self.tooLarge)
        #expect(fk_import(&canvas, 1, 1, 4, source, 2, 2) == Self.invalid, "2 bands")
        #expect(fk_over(&canvas, 1, 1, 4, source, 4, Int32.max, huge, 0, 0) == Self.tooLarge)
        #expect(fk_multiply_mask(&canvas, 4, Int32.max, huge, source, 4) == Self.tooLarge)
        #expect(fk_fill_coverage(&canvas, 4, Int32.max, 16, source, huge, 1, 2, 3, 255) == Self.tooLarge)
        #expect(fk_over_coverage(&canvas, 4, Int32.max, huge, source, 4, 1, 2, 3, 255) == Self.tooLarge)
        #expect(fk_under_coverage(&canvas, 4, Int32.max, 16, source, huge, 1, 2, 3, 255) == Self.tooLarge)
        canvas.withUnsafeMutableBufferPointer { pixels in
            let pixels = pixels.baseAddress!
            #expect(fk_to_rgb(pixels, Int32.max, 1, Int.max, pixels) == Self.tooLarge)
            #expect(fk_unpremultiply(pixels, 4, Int32.max, huge, pixels) == Self.tooLarge)
        }
        #expect(fk_is_opaque(source, huge, 0, 0, 1, Int32.max) == Self.tooLarge)
        #expect(fk_is_opaque(source, 4, -1, 0, 1, 1) == Self.invalid)
        let identity = [1.0, 0, 0, 0, 1, 0]
        #expect(fk_draw_layer(&canvas, huge, source, 2, 2, 8, identity, 255, 0, 0, 1, Int32.max, nil) == Self.tooLarge)
        #expect(fk_draw_layer(&canvas, 4, source, 2, Int32.max, huge, identity, 255, 0, 0, 1, 1, nil) == Self.tooLarge)
        #expect(fk_draw_layer(&canvas, 4, source, 2, 2, 8, identity, 255, -1, 0, 1, 1, nil) == Self.invalid)
        #expect(canvas == [42, 42, 42, 42])
    }

    /// A source placed so far right that x + width passes INT_MAX falls outside the canvas: cut,
    /// not wrapped round onto it.
    @Test func aSourcePlacedPastTheIntegerRangeIsCutAway() {
        var canvas = [UInt8](repeating: 42, count: 4 * 4 * 4)
        let source = [UInt8](repeating: 255, count: 4 * 4 * 4)
        #expect(fk_over(&canvas, 4, 4, 16, source, 4, 4, 16, Int32.max - 1, 0) == Int32(FK_OK))
        #expect(fk_over(&canvas, 4, 4, 16, source, 4, 4, 16, 0, Int32.max - 1) == Int32(FK_OK))
        #expect(canvas == [UInt8](repeating: 42, count: 4 * 4 * 4))
    }
}
