import Foundation

/// `--check GOLDEN_DIR` and `--record` around a render: where the golden frames live and how
/// they are refreshed.
public enum GoldenFolder {
    /// The folder, inside the render output, that receives the diff artefacts of `--check`; it is
    /// left out of both the comparison and the recording.
    public static let diffFolderName = "diff"

    /// The golden folder may not be the output folder, inside it, or hold it.
    public static func validate(golden: String, output: String) throws {
        // Textually for folders that do not exist yet, and by device and inode for those that do.
        let g = DiffInputs.canonical(golden), o = DiffInputs.canonical(output)
        let nested = g == o || g.hasPrefix(o + "/") || o.hasPrefix(g + "/")
        if nested || OutputFolder.isSameOrInside(golden, output) || OutputFolder.isSameOrInside(output, golden) {
            throw DiffFailure("\(golden): the golden folder and --out \(output) may not be the same or one inside the other")
        }
    }

    /// Compares the render in `output` with `golden`; diff images, the contact sheet and the
    /// reports go to `output/diff/`.
    public static func check(output: String, golden: String, options: DiffOptions,
                             progress: (@Sendable (DiffRun.Progress) -> Void)? = nil) throws -> DiffRun.Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: golden, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiffFailure("\(golden): no such folder (make it with --record)")
        }
        let diffFolder = (output as NSString).appendingPathComponent(diffFolderName)
        return try DiffRun(expected: golden, actual: output, options: options, out: diffFolder,
                           excluding: [(golden as NSString).appendingPathComponent(diffFolderName)]).run(progress: progress)
    }

    public struct Recorded: Sendable {
        /// Golden files written, relative to the golden folder.
        public var written: [String]
        /// Golden PNGs removed because the render no longer makes them.
        public var removed: [String]
    }

    /// Copies every rendered PNG (`files`, relative to `output`) into `golden`, each file
    /// atomically, and removes the golden PNGs the render did not make (outside `diff/`), so the
    /// golden folder holds exactly this render.
    public static func record(_ files: [String], from output: String, into golden: String) throws -> Recorded {
        let pngs = files.filter { ($0 as NSString).pathExtension.lowercased() == "png" }.sorted(by: NaturalOrder.areInIncreasingOrder)
        var recorded = Recorded(written: [], removed: [])
        do {
            for file in pngs {
                let source = (output as NSString).appendingPathComponent(file)
                let destination = (golden as NSString).appendingPathComponent(file)
                try OutputFolder.create((destination as NSString).deletingLastPathComponent)
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: source)) } catch {
                    throw DiffFailure("\(source): cannot read (\((error as NSError).localizedDescription))")
                }
                try AtomicFile.write(data, to: destination)
                recorded.written.append(file)
            }
        } catch let failure as DiffFailure {
            throw failure
        } catch {
            throw DiffFailure("\(error)")
        }
        let kept = Set(pngs)
        let stale = try DiffInputs.pairs(expected: golden, actual: golden,
                                         excluding: [(golden as NSString).appendingPathComponent(diffFolderName)])
            .map(\.path).filter { !kept.contains($0) }
        for file in stale where unlink((golden as NSString).appendingPathComponent(file)) == 0 {
            recorded.removed.append(file)
        }
        return recorded
    }
}
