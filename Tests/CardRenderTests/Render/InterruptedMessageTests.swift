import Testing
@testable import CardRender
import TestSupport

/// What an interrupted run says it completed, in plain English for one file as for many.
@Suite struct InterruptedMessageTests {
    @Test func oneFileIsOneFile() {
        #expect(
            RenderJob.Interrupted(completedFiles: 1).description
                == "interrupted: 1 file was completed and is listed in manifest.json")
        #expect(
            RenderJob.Interrupted(completedFiles: 12).description
                == "interrupted: 12 files were completed and are listed in manifest.json")
    }
}
