import Foundation
import Testing
import TestSupport

/// A folder swapped for a link while a run writes into it is never written through.
@Suite struct FolderSwapTests {
    @Test func aFolderReplacedByALinkDuringARunIsNeverWrittenThrough() throws {
        let work = try TestFolder(); defer { work.remove() }
        // The user's own files, named as the frames of the animation being rendered.
        let victim = work.file("victim")
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        for index in 0..<200 {
            try HostileFiles.write(
                "mine \(index)",
                to: (victim as NSString).appendingPathComponent(String(format: "frame-%04d.png", index)))
        }
        let before = try TestFolder.files(under: victim)

        var swapped = false
        for attempt in 0..<4 where !swapped {
            let out = work.file("out\(attempt)"), animation = work.file("out\(attempt)/deck/swipe-right")
            let process = try CLIRunner.start([
                "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "swipe-right",
                "--scale", "1", "--fps", "120"
            ])
            CLIRunner.wait(for: process, interval: 0.005) {
                FileManager.default.fileExists(atPath: (animation as NSString).appendingPathComponent("frame-0003.png"))
            }
            if process.isRunning {
                try FileManager.default.moveItem(atPath: animation, toPath: work.file("moved\(attempt)"))
                try FileManager.default.createSymbolicLink(atPath: animation, withDestinationPath: victim)
                swapped = process.isRunning
            }
            process.waitUntilExit()
            if swapped { #expect(process.terminationStatus != 0, "the run stops rather than write through the link") }
        }
        #expect(swapped, "the folder was swapped while the run was writing")
        #expect(try TestFolder.files(under: victim) == before)
        for name in before {
            let index = Int(name.dropFirst(6).prefix(4))!
            #expect(HostileFiles.text((victim as NSString).appendingPathComponent(name)) == "mine \(index)")
        }
    }
}
