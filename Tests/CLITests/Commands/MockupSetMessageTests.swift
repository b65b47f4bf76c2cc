import Foundation
import Testing
import TestSupport

/// The line that ends a mockup set counts in words that agree with their numbers.
@Suite struct MockupSetMessageTests {
    @Test func oneOfEachIsSingular() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try MockupSetCommandTests.run(
            "formats: [square]\ndensity: 1x\nshots:\n  - scene: deck\n", out: out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("cardrender: 1 mockup (1 language × 1 format × 1 shot) and manifest.json in"),
            "\(result.stdout)")
    }
}
