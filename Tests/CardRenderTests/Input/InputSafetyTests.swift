import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardFoundation

/// Inputs that are not what they seem: FIFOs, files swapped after the scan, names that are not
/// UTF-8, link loops, sizes libvips cannot address. Each is refused with a reason, promptly.
@Suite struct InputSafetyTests {
    @Test func aFIFONamedLikeAPhotoIsRefusedWithoutBlocking() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.makeFIFO(folder.file("pipe.png"))
        try BadInputs.write(try BadInputs.pngBytes(), to: folder.file("good.png"))
        let path = folder.path
        let listing = try #require(
            finishingUnlessBlocked { try? PhotoFolder.scan(path) } ?? nil, "scanning a folder with a FIFO blocked")
        #expect(listing.photos.map(\.path) == [folder.file("good.png")])
        #expect(listing.issues.map(\.description) == ["\(folder.file("pipe.png")): not a regular file"])
    }

    /// The race the scan cannot see: the photo becomes a FIFO between the header check and the
    /// decode. The decode opens the file again without blocking and refuses it.
    @Test func aPhotoReplacedByAFIFOAfterTheScanIsRefusedWithoutBlocking() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(try BadInputs.pngBytes(), to: folder.file("photo.png"))
        let photo = try #require(try PhotoFolder.scan(folder.path).photos.first)
        _ = try PhotoDecoder.header(photo)
        try FileManager.default.removeItem(atPath: photo.path)
        try BadInputs.makeFIFO(photo.path)
        let outcome = finishingUnlessBlocked { () -> String in
            do {
                _ = try PhotoDecoder.decode(photo, cover: (32, 32))
                return "decoded"
            } catch let issue as InputIssue {
                return issue.reason
            } catch {
                return "\(error)"
            }
        }
        let reason = try #require(outcome, "decoding a photo swapped for a FIFO blocked")
        #expect(reason.contains("not a regular file"), "\(reason)")
    }

    /// A name with a byte that is not UTF-8 opens by its bytes and is shown as \xNN.
    @Test func aNameThatIsNotUTF8IsRenderedAndShownEscaped() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let name = Array("caf".utf8) + [0xFF] + Array(".png".utf8)
        try BadInputs.write(try BadInputs.pngBytes(), toRawName: name, in: folder.path)
        try BadInputs.write(
            Array("not a picture".utf8), toRawName: Array("bad".utf8) + [0xFE] + Array(".png".utf8), in: folder.path)
        let listing = try PhotoFolder.scan(folder.path)
        let photo = try #require(listing.photos.first)
        #expect(listing.photos.count == 1)
        #expect(photo.path == folder.file("caf\\xff.png"))
        #expect(photo.rawPath.bytes == Array(folder.path.utf8) + [UInt8(ascii: "/")] + name)
        #expect(listing.issues.map(\.path) == [folder.file("bad\\xfe.png")])
        let image = try PhotoDecoder.decode(photo, cover: (32, 24))
        #expect(image.width >= 32 && image.height >= 24)
    }

    @Test func rawPathsShowOnlyTheInvalidBytesEscaped() {
        #expect(RawPath(bytes: Array("ok/é.png".utf8)).display == "ok/é.png")
        #expect(RawPath(bytes: [0x61, 0xFF, 0xC3, 0xA9, 0xC3, 0x62]).display == "a\\xffé\\xc3b")
    }

    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop.png"), withDestinationPath: "loop.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("gone.png"), withDestinationPath: "nothing-here.png")
        let issues = try PhotoFolder.scan(folder.path).issues.map(\.description)
        #expect(
            issues == [
                "\(folder.file("gone.png")): broken symbolic link",
                "\(folder.file("loop.png")): too many levels of symbolic links"
            ])
    }

    /// libvips refuses a side over 10,000,000 pixels without a message; the IHDR says why.
    @Test func aSideLibvipsCannotAddressIsNamed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(BadInputs.pngHeaderOnly(width: 1, height: 200_000_000), to: folder.file("tall.png"))
        guard case let .issue(issue) = PhotoFolder.classify(folder.file("tall.png")) else {
            Issue.record("a 1×200000000 PNG was accepted")
            return
        }
        #expect(issue.reason == "1×200000000: a side longer than 10000000 pixels, which libvips cannot read")
        #expect(!issue.reason.contains("unknown"))
    }

    /// The decode budget is charged by decoded size: width × height × bands × bytes per band.
    @Test func headerGivesTheDecodedSize() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let image = try TestImages.solid(width: 30, height: 20, [10, 20, 30, 255])
        var sixteen: UnsafeMutablePointer<VipsImage>?
        #expect(cr_colourspace(image.pointer, &sixteen, VIPS_INTERPRETATION_RGB16) == 0)
        try VImage(taking: try #require(sixteen)).save(to: folder.file("deep.png"))
        let header = try PhotoDecoder.header(PhotoFile(path: folder.file("deep.png")))
        #expect(header.decodedBytes == 30 * 20 * 4 * 2)
    }

    /// Reservations over the budget wait: never more than the budget is decoding at once, and a
    /// decode bigger than the whole budget runs alone.
    @Test func decodeBudgetRunsBigDecodesOneAtATime() async throws {
        let budget = DecodeBudget(bytes: 100)
        let peak = PeakCounter()
        await withTaskGroup(of: Void.self) { group in
            for size in [60, 60, 60, 500, 30, 30] {
                group.addTask {
                    budget.withReservation(size) {
                        peak.enter(min(size, 100))
                        usleep(20_000)
                        peak.leave(min(size, 100))
                    }
                }
            }
        }
        #expect(peak.highest <= 100)
        #expect(peak.highest >= 60)
        #expect(budget.inUse == 0)
    }
}

final class PeakCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var highest = 0
    func enter(_ amount: Int) {
        lock.withLock {
            current += amount; highest = max(highest, current)
        }
    }
    func leave(_ amount: Int) { lock.withLock { current -= amount } }
}
