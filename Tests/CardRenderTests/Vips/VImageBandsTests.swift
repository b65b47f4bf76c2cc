@testable import CardImaging
import Testing
import TestSupport

/// Band extraction: asking for every band hands back the image itself, still in memory (a mask
/// read for drawing costs no libvips pipeline), and asking for fewer picks those bands.
@Suite struct VImageBandsTests {
    @Test func everyBandIsTheImageItself() throws {
        try VipsRuntime.start()
        let mask = try VImage.fromPixels([0, 64, 128, 255], width: 2, height: 2, bands: 1)
        let all = try mask.bands(0, count: 1)
        #expect(all === mask)
        let rgb = try VImage.fromPixels(Array(repeating: 9, count: 12), width: 2, height: 2, bands: 3)
        #expect(try rgb.bands(0, count: 3) === rgb)
    }

    @Test func fewerBandsArePicked() throws {
        try VipsRuntime.start()
        let rgb = try VImage.fromPixels([1, 2, 3, 4, 5, 6], width: 2, height: 1, bands: 3)
        #expect(try rgb.bands(1, count: 1).pixels() == [2, 5])
        #expect(try rgb.bands(0, count: 2).pixels() == [1, 2, 4, 5])
    }
}
