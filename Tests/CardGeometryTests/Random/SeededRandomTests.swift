import Testing
@testable import CardGeometry

@Suite("SeededRandom")
struct SeededRandomTests {
    @Test func aBoundOfZeroGivesZeroAndDrawsNothing() {
        var random = SeededRandom(seed: 7)
        var untouched = SeededRandom(seed: 7)
        #expect(random.uniform(0) == 0)
        #expect(random.next() == untouched.next())
    }

    @Test func drawsStayBelowTheBound() {
        var random = SeededRandom(seed: 42)
        for bound in [1, 2, 3, 7, 1000, UInt32.max] as [UInt32] {
            for _ in 0..<100 { #expect(random.uniform(bound) < bound) }
        }
    }
}
