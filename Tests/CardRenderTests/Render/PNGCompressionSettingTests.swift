@testable import CardImaging
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// `RenderSettings.pngCompression` is a `PNGCompression`; the manifest records its code, and the
/// files are those the encoder writes for that choice.
@Suite struct PNGCompressionSettingTests {
    @Test(arguments: [PNGCompression.fast, .libdeflate(level: 0), .default])
    func theManifestRecordsTheCodeAndTheFilesAreThatEncoding(compression: PNGCompression) throws {
        let out = try TestFolder(); defer { out.remove() }
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.pngCompression = compression
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings,
            requests: [SceneRequest(name: "sidecard", animations: [])]
        ).run()
        #expect(summary.manifest.settings.pngCompression == compression.code)
        let still = try #require(summary.manifest.files.first { $0.kind == .still })
        let written = try Data(contentsOf: URL(fileURLWithPath: out.file(still.path)))
        let image = try VImage.load(out.file(still.path))
        let again = try PNGEncoder.encode(image, compression: compression) { Data($0) }
        #expect(written == again)
    }

    @Test func theDefaultIsLevelSix() {
        #expect(RenderSettings().pngCompression == .libdeflate(level: 6))
        #expect(MockupSettings().pngCompression == .libdeflate(level: 6))
    }
}
