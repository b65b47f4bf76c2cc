import Foundation
import Testing
import TestSupport

/// `cardrender merge` over a frame that was cut short (a copy that failed half-way): the error
/// names the frame.
@Suite struct MergeTruncatedFrameTests {
    @Test func aTruncatedFrameIsNamed() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        let render = try CLIRunner.run([
            "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.5", "--fps", "10", "--shard", "1/1"
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let frame = (out as NSString).appendingPathComponent("deck/snap-back/frame-0000.png")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: frame))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: frame))
        let merge = try CLIRunner.run(["merge", out])
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("\(frame): cannot read the frame"), "\(merge.stderr)")
    }
}
