@testable import CardImaging
import Testing
import TestSupport

/// A libvips that cannot be loaded is a thrown failure naming what could not be loaded, never the
/// end of the process: loaded from other files through the same look-ups as libvips.so.42.
@Suite struct VipsLoadFailureTests {
    @Test func aMissingLibraryIsReportedWithItsName() {
        let missing = "/nonexistent/cardrender-test/libvips.so.42"
        let error = #expect(throws: VipsFailure.self) { try VipsRuntime.checkLibrary(missing) }
        #expect(
            error?.description == "starting libvips: cannot load libvips (libvips42 is missing?): "
                + "\(missing): cannot open shared object file: No such file or directory")
    }

    /// A library that loads but is not libvips: the first function missing from it is named.
    @Test func aLibraryWithoutTheFunctionsIsReportedWithTheFirstMissingOne() {
        let error = #expect(throws: VipsFailure.self) { try VipsRuntime.checkLibrary("libm.so.6") }
        #expect(
            error?.description
                == "starting libvips: libvips was loaded, but g_free was not found in it or its libraries")
    }

    @Test func theInstalledLibraryLoads() throws {
        try VipsRuntime.checkLibrary("libvips.so.42")
        try VipsRuntime.start()
    }
}
