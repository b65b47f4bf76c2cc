import CardGeometry
import Foundation
import Testing
@testable import CardMockup
@testable import CardSettings
import TestSupport

/// A mockup that cannot be made throws a case carrying what its message needs, in words that
/// name settings, never command-line options.
@Suite struct MockupFailureTests {
    private func failure(output: String? = nil, _ change: (inout MockupSettings) -> Void) throws -> MockupFailure? {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.format = MockupFormat.named("square")!
        settings.density = 1
        change(&settings)
        let failure = #expect(throws: MockupFailure.self) {
            _ = try MockupJob(input: Repository.photos, output: output ?? folder.file("m.png"), settings: settings)
                .run()
        }
        if let failure { #expect(!failure.description.contains("--"), "\(failure)") }
        return failure
    }

    @Test func unknownScenesAndAnimationsListWhatThereIs() throws {
        guard case let .unknownScene(name, known) = try failure({ $0.scene = "carousel" }) else {
            Issue.record("not unknownScene"); return
        }
        #expect(name == "carousel" && known == SceneCatalog.names)
        guard case let .unknownAnimation(scene, animation, _) = try failure({ $0.animation = "fly" }) else {
            Issue.record("not unknownAnimation"); return
        }
        #expect(scene == "deck" && animation == "fly")
    }

    @Test func aBackgroundPhotoPastThePhotosIsCounted() throws {
        let photos = try FileManager.default.contentsOfDirectory(atPath: Repository.photos).filter {
            $0.hasSuffix(".png") || $0.hasSuffix(".jpg")
        }.count
        let failure = try failure { $0.background = .blurredPhoto(99, radius: 1, dim: 0) }
        #expect(
            failure.map { if case .backgroundPhotoOutOfRange(100, photos) = $0 { true } else { false } } == true,
            "\(String(describing: failure))")
    }

    @Test func theOutputInsideTheInputIsNamed() throws {
        let failure = try failure(output: (Repository.photos as NSString).appendingPathComponent("m.png")) { _ in }
        guard case let .outputInsideInput(output) = failure else { Issue.record("not outputInsideInput"); return }
        #expect(output == Repository.photos)
    }

    @Test func aBackdropThatNamesNoPhotoIsNamed() throws {
        guard case let .unknownBackdrop(name, input, _) = try failure({ $0.backdrop = "nobody" }) else {
            Issue.record("not unknownBackdrop"); return
        }
        #expect(name == "nobody" && input == Repository.photos)
    }
}

/// Bad settings stop every kind of mockup before a photo is read or a file written.
@Suite struct MockupSettingRefusalTests {
    @Test func aStillWithABadSettingWritesNothing() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.density = -1
        let failure = #expect(throws: MockupFailure.self) {
            _ = try MockupJob(input: Repository.photos, output: folder.file("m.png"), settings: settings).run()
        }
        guard case let .invalidSetting(invalid) = failure else {
            Issue.record("\(String(describing: failure))"); return
        }
        #expect(invalid.setting == "density" && invalid.value == "-1")
        #expect(folder.files().isEmpty)
    }

    @Test(arguments: [(0.0, 0, "fps"), (.nan, 0, "fps"), (30, -1, "loop"), (30, 70_000, "loop")])
    func anAnimatedMockupRefusesItsFpsAndLoop(fps: Double, loop: Int, setting: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.animation = "swipe-right"
        let job = AnimatedMockupJob(
            input: Repository.photos, output: folder.path, settings: settings, formats: [.gif], fps: fps, loop: loop,
            appPreview: false)
        let failure = #expect(throws: MockupFailure.self) { _ = try job.run(baseName: "m") }
        guard case let .invalidSetting(invalid) = failure else {
            Issue.record("\(String(describing: failure))"); return
        }
        #expect(invalid.setting == setting)
        #expect(folder.files().isEmpty)
    }
}
