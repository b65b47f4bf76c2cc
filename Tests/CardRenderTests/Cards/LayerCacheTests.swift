import CardGeometry
@testable import CardImaging
import Dispatch
import Foundation
import Synchronization
import Testing
@testable import CardRender
import TestSupport

/// The layer cache with the run's plan: a look no later frame draws is not kept, and when the
/// budget is spent the look drawn again last goes first.
@Suite struct LayerCacheTests {
    /// A 10×10 layer (a 12×12 image with its padding: 576 bytes) of a look named by its width.
    private func look(_ width: Double) -> PaintedLook {
        PaintedLook(
            Layer(content: .fill(.white), size: Size(width: width, height: 10), position: Point(x: 0, y: 0)).look,
            scale: 1)
    }

    private func prepared() throws -> PreparedLayer {
        try PreparedLayer(image: Paint.solid(.white, width: 12, height: 12), padding: 1, width: 10, height: 10)
    }

    /// Frames drawing the looks named by the widths given, one list per frame.
    private func frames(_ widths: [[Double]]) -> [SceneFrame] {
        widths.enumerated().map { index, list in
            SceneFrame(
                time: Double(index), canvas: Size(width: 100, height: 100), background: .white,
                layers: list.map {
                    Layer(content: .fill(.white), size: Size(width: $0, height: 10), position: Point(x: 0, y: 0))
                })
        }
    }

    @Test func theNextUseOfALookIsFoundInThePlan() {
        let uses = LayerUses(frames([[1], [2], [1, 2], [], [1]]), scale: 1)
        #expect(uses.next(look(1), after: -1) == 0)
        #expect(uses.next(look(1), after: 0) == 2)
        #expect(uses.next(look(1), after: 2) == 4)
        #expect(uses.next(look(1), after: 4) == nil)
        #expect(uses.next(look(2), after: 2) == nil)
        #expect(uses.next(look(3), after: 0) == nil)
    }

    @Test func looksOfTheSamePixelSizeShareAnEntry() {
        let a = Layer(content: .photo(0), size: Size(width: 100.2, height: 50), position: Point(x: 0, y: 0)).look
        var b = a
        b.size.width = 99.8
        var c = a
        c.size.width = 100.8
        #expect(PaintedLook(a, scale: 2) == PaintedLook(b, scale: 2))
        #expect(PaintedLook(a, scale: 2) != PaintedLook(c, scale: 2))
    }

    @Test func aLookNoLaterFrameDrawsIsNotKept() throws {
        let cache = LayerCache(budgetBytes: 1 << 20, uses: LayerUses(frames([[1], [2], [1]]), scale: 1))
        var made = 0
        for (position, width) in [(0, 1.0), (1, 2.0), (2, 1.0), (2, 2.0)] {
            _ = try cache.layer(for: look(width), at: position) {
                made += 1; return try prepared()
            }
        }
        // Look 1 was kept for frame 2; look 2 was drawn by frame 1 alone, so asked again it is made again.
        #expect(made == 3)
    }

    @Test func theLookDrawnAgainLastGoesFirst() throws {
        // Room for two layers. Frame 2 brings look 3 while 1 and 2 are kept: 2 (next drawn at 10)
        // goes, not 1 (next drawn at 3).
        var plan = Array(repeating: [Double](), count: 11)
        plan[0] = [1]; plan[1] = [2]; plan[2] = [3]; plan[3] = [1]; plan[4] = [3]; plan[10] = [2]
        let cache = LayerCache(budgetBytes: 2 * 576, uses: LayerUses(frames(plan), scale: 1))
        var made: [Double] = []
        for (position, list) in plan.enumerated() {
            for width in list {
                _ = try cache.layer(for: look(width), at: position) {
                    made.append(width); return try prepared()
                }
            }
        }
        #expect(made == [1, 2, 3, 2])
    }

    @Test func withoutAPlanTheLeastRecentlyUsedGoesFirst() throws {
        let cache = LayerCache(budgetBytes: 2 * 576)
        var made: [Double] = []
        for width in [1.0, 2, 1, 3, 1, 2] {
            _ = try cache.layer(for: look(width)) {
                made.append(width); return try prepared()
            }
        }
        #expect(made == [1, 2, 3, 2])
    }

    /// Two threads asking for a missing look at once: the second waits for the first's layer.
    @Test func aLookAskedForTwiceAtOnceIsPaintedOnce() throws {
        let cache = LayerCache()
        let made = Mutex(0)
        let firstStarted = DispatchSemaphore(value: 0), secondAsking = DispatchSemaphore(value: 0)
        let second = Mutex<pid_t>(0)
        let first = Thread {
            _ = try? cache.layer(for: look(1)) {
                made.withLock { $0 += 1 }
                firstStarted.signal()
                // The second thread asks while this one is still painting: once it sleeps, it waits.
                secondAsking.wait()
                KernelThread.waitUntilAsleepOrGone(second.withLock { $0 })
                return try prepared()
            }
        }
        first.start()
        firstStarted.wait()
        let done = DispatchSemaphore(value: 0)
        Thread {
            second.withLock { $0 = KernelThread.current }
            secondAsking.signal()
            _ = try? cache.layer(for: look(1)) {
                made.withLock { $0 += 1 }; return try prepared()
            }
            done.signal()
        }.start()
        done.wait()
        #expect(made.withLock { $0 } == 1)
    }

    /// When the painter fails, a thread that waited for it paints the look itself.
    @Test func aWaiterPaintsTheLookWhenThePainterFails() throws {
        struct Failed: Error {}
        let cache = LayerCache()
        let firstStarted = DispatchSemaphore(value: 0), secondAsking = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0)
        let firstFailed = Mutex(false)
        let secondThread = Mutex<pid_t>(0)
        Thread {
            do {
                _ = try cache.layer(for: look(1)) {
                    firstStarted.signal()
                    secondAsking.wait()
                    KernelThread.waitUntilAsleepOrGone(secondThread.withLock { $0 })
                    throw Failed()
                }
            } catch {
                firstFailed.withLock { $0 = error is Failed }
            }
            firstDone.signal()
        }.start()
        firstStarted.wait()
        let secondMade = Mutex(0)
        let second = Mutex<PreparedLayer?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            secondThread.withLock { $0 = KernelThread.current }
            secondAsking.signal()
            let layer = try? cache.layer(for: look(1)) {
                secondMade.withLock { $0 += 1 }; return try prepared()
            }
            second.withLock { $0 = layer }
            done.signal()
        }.start()
        done.wait()
        firstDone.wait()
        #expect(firstFailed.withLock { $0 })
        #expect(secondMade.withLock { $0 } == 1)
        #expect(second.withLock { $0?.width } == 10)
    }
}
