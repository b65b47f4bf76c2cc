import CardFormats
import CardFoundation
import Foundation

extension SnapshotFrames {
    /// Records the files and `snapshot.json` as the snapshot in `folder`; false when another run
    /// recorded it first (then theirs is kept, and the caller compares against it).
    ///
    /// A snapshot not there yet is written whole into a hidden folder beside it and renamed into
    /// place, so that a check or another recorder running at the same time finds all of it or
    /// none of it. One being replaced (`replacing`) is rewritten file by file, each file written
    /// whole and renamed over the old one; only the kinds of file a recording writes are removed.
    func record(into folder: String, replacing: Bool) throws -> Bool {
        let stored: (files: [(name: String, bytes: Data)], recording: SnapshotRecording)
        do { stored = try self.stored() } catch { throw CardSnapshotError.files(folder, error) }
        if replacing {
            try Self.replaceFiles(stored, in: folder)
            return true
        }
        let manager = FileManager.default
        let parent = (folder as NSString).deletingLastPathComponent
        let staging = (parent as NSString).appendingPathComponent(
            ".\((folder as NSString).lastPathComponent).recording-\(UUID().uuidString)")
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw CardSnapshotError.files(staging, error)
        }
        defer { try? manager.removeItem(atPath: staging) }
        try Self.writeFiles(stored, into: staging)
        if rename(staging, folder) == 0 { return true }
        let code = errno
        guard code == EEXIST || code == ENOTEMPTY else {
            throw CardSnapshotError.files(path: folder, reason: SystemReason.describe(code))
        }
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent(SnapshotRecording.fileName)) {
            return false
        }
        // A folder of other files and no snapshot.json (made by hand): record into it.
        try Self.replaceFiles(stored, in: folder)
        return true
    }

    private static func replaceFiles(
        _ stored: (files: [(name: String, bytes: Data)], recording: SnapshotRecording), in folder: String
    ) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let ours = Set(stored.files.map(\.name) + [SnapshotRecording.fileName])
            for name in try manager.contentsOfDirectory(atPath: folder) where !ours.contains(name) {
                if name.hasSuffix(".png") || name == MotionTrack.fileName {
                    try manager.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
                }
            }
        } catch {
            throw CardSnapshotError.files(folder, error)
        }
        try writeFiles(stored, into: folder)
    }

    private static func writeFiles(
        _ stored: (files: [(name: String, bytes: Data)], recording: SnapshotRecording), into folder: String
    ) throws {
        let json: Data
        do { json = try stored.recording.encoded() } catch { throw CardSnapshotError.files(folder, error) }
        for (name, bytes) in stored.files + [(SnapshotRecording.fileName, json)] {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CardSnapshotError.files(path, error)
            }
        }
    }
}
