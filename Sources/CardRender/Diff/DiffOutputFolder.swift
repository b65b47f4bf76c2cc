import Foundation

/// The folder a diff writes its images and reports into. Like a render's output folder, it is
/// cardrender's only as far as its last report says: a later diff replaces or removes the diff
/// images, sheet and reports the earlier `report.json` lists, and refuses to write over any
/// other file.
struct DiffOutputFolder {
    let folder: GuardedFolder
    /// Files the earlier diff into this folder wrote (from its report.json).
    let earlier: Set<String>
    /// Held while the diff writes: a second run into the folder stops at once.
    private let lock: FolderLock

    /// Names a diff run writes besides the diff images.
    static let fixedNames = [DiffRun.contactSheetName, DiffRun.jsonName, DiffRun.junitName, DiffRun.reviewPageName, DiffRun.summaryName]

    init(_ folder: GuardedFolder) throws {
        self.folder = folder
        do {
            try folder.createFolders("")
            lock = try FolderLock(folder.root)
        } catch {
            throw DiffFailure("\(error)")
        }
        var earlier = Set<String>()
        let reportPath = folder.path(DiffRun.jsonName)
        if GuardedFolder.kind(reportPath) == .file {
            let report: DiffReport
            do {
                report = try JSONDecoder().decode(DiffReport.self, from: Data(contentsOf: URL(fileURLWithPath: reportPath)))
            } catch {
                throw DiffFailure("\(reportPath): not a cardrender diff report; cardrender writes its reports only where its own earlier reports are, so choose another --out")
            }
            earlier.formUnion(report.pairs.compactMap(\.diffImage).filter(ContainedPath.isContained))
            earlier.formUnion(Self.fixedNames)
        }
        self.earlier = earlier
    }

    /// Refuses, before anything is written, when a file this diff may write is there and the
    /// earlier diff did not write it.
    func checkFree(_ relativePaths: [String]) throws {
        for path in relativePaths {
            let entry: GuardedFolder.Entry
            do { entry = try folder.entry(path) } catch { throw DiffFailure("\(error)") }
            switch entry {
            case .missing: continue
            case .file where earlier.contains(path): continue
            default:
                throw DiffFailure("\(folder.path(path)): exists and no earlier cardrender diff wrote it; cardrender replaces only its own diff images and reports: choose another --out")
            }
        }
    }

    /// Removes the earlier diff images this run did not write again (they would mislead).
    func removeStale(keeping written: Set<String>) {
        for path in earlier.subtracting(written).subtracting(Self.fixedNames).sorted() where (try? folder.removeFile(path)) == true {
            folder.removeEmptyFolders(above: path)
        }
    }
}
