import CardGeometry
import Foundation
import Synchronization

/// Stills and frames that draw exactly what an earlier one of the run drew (a settled animation's
/// last frames, an animation's first frame and its scene's still): composed and encoded once, the
/// later ones write the same bytes. Found from the plan, so the task pool makes each repeat wait
/// for its first.
enum RepeatedFrames {
    /// For each unit, the index of the first earlier unit that draws the same, if any.
    static func firstOccurrences(_ frames: [SceneFrame]) -> [Int?] {
        var first: [FrameContent: Int] = [:]
        return frames.enumerated().map { index, frame in
            let key = FrameContent(frame)
            if let earlier = first[key] { return earlier }
            first[key] = index
            return nil
        }
    }

    /// Holds the bytes (and contact-sheet thumbnail) of a repeated frame until its last repeat has
    /// used them. Every slot of a run shares one byte budget: past it, repeats draw themselves.
    final class Slot: Sendable {
        private struct Held {
            var bytes: Data?
            var thumbnail: ContactSheet.Thumbnail?
            var repeatsLeft: Int
        }

        private let held: Mutex<Held>
        private let budget: Budget

        init(repeats: Int, budget: Budget) {
            held = Mutex(Held(repeatsLeft: repeats))
            self.budget = budget
        }

        /// Keeps the first frame's bytes when the budget allows.
        func fill(bytes: Data, thumbnail: ContactSheet.Thumbnail) {
            let cost = bytes.count + thumbnail.byteCount
            guard budget.take(cost) else { return }
            held.withLock {
                $0.bytes = bytes; $0.thumbnail = thumbnail
            }
        }

        /// The kept bytes for one repeat (nil: draw it), released after the last repeat.
        func use() -> (bytes: Data, thumbnail: ContactSheet.Thumbnail)? {
            let (kept, released) = held.withLock { held -> ((Data, ContactSheet.Thumbnail)?, Int) in
                held.repeatsLeft -= 1
                var kept: (Data, ContactSheet.Thumbnail)?
                if let bytes = held.bytes, let thumbnail = held.thumbnail { kept = (bytes, thumbnail) }
                guard held.repeatsLeft <= 0, let bytes = held.bytes else { return (kept, 0) }
                let released = bytes.count + (held.thumbnail?.byteCount ?? 0)
                held.bytes = nil
                held.thumbnail = nil
                return (kept, released)
            }
            budget.give(released)
            return kept
        }
    }

    /// Bytes that slots may hold at once.
    final class Budget: Sendable {
        private let left: Mutex<Int>

        init(bytes: Int) { left = Mutex(bytes) }

        func take(_ bytes: Int) -> Bool {
            left.withLock { left in
                guard bytes <= left else { return false }
                left -= bytes
                return true
            }
        }

        func give(_ bytes: Int) { left.withLock { $0 += bytes } }
    }
}
