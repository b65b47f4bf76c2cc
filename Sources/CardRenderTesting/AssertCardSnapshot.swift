import CardCheck
import CardGeometry
import CardRender

/// Asserts that `subject` of `scene` matches its snapshot beside the test file
/// (`__Snapshots__/<TestFile>/<testName>.<subject>/`), drawn by `renderer`. A missing snapshot is
/// recorded (and the test fails once, as swift-snapshot-testing does); a difference fails the test
/// with the frames that differ, the first time they part, what the motion tracks say, and the
/// paths of the expected, actual and diff images and the review page. Works under Swift Testing
/// and XCTest, and in parallel (see `CardSnapshot`).
///
/// - Parameters:
///   - scene: the scene to draw.
///   - subject: what of it: the still (the default), a moment of an animation, or a whole animation.
///   - name: names the snapshot, `<testName>.<subject>.<name>/`. Unnamed assertions of one subject
///     in one test are numbered: the first is `<testName>.<subject>/`, the second
///     `<testName>.<subject>.2/`, and so on (see `SnapshotLocation.folder(for:named:)`).
///   - renderer: draws the frames, with its photos and settings.
///   - diffOptions: how pixels are compared (pixelmatch's threshold 0.1 and anti-aliasing
///     detection, no pixel may differ).
///   - precision: the share of pixels that must match, 0 to 1 (swift-snapshot-testing's name).
///   - perceptualPrecision: how close a pixel's colour must be, 0 to 1: 0.98 is a colour
///     difference of about 2 (see `SnapshotTolerance`). Both are recorded with the snapshot, and a
///     check that gives neither uses the recorded ones.
///   - record: nil reads `CARDRENDER_SNAPSHOT_RECORD` (or `SNAPSHOT_TESTING_RECORD`), else `.missing`.
///   - format: how an animation is recorded, as frame files or one APNG; nil reads
///     `CARDRENDER_SNAPSHOT_FORMAT`, else keeps the format of the snapshot it replaces, else
///     frames. A snapshot is compared in whichever format it is stored.
///   - snapshotDirectory: overrides `__Snapshots__/<TestFile>`.
///   - artifacts: where a failure's images go; nil: `CARDRENDER_SNAPSHOT_ARTIFACTS` (or
///     `SNAPSHOT_ARTIFACTS`), else a folder of this process's in the temporary directory.
///   - fileID: the calling file's ID, where a failure is reported.
///   - filePath: the calling file's path; the snapshots are stored beside it.
///   - testName: the calling test's name, which names its snapshots.
///   - line: the calling line, where a failure is reported.
///   - column: the calling column, where a failure is reported.
public func assertCardSnapshot(
    of scene: any Scene, _ subject: SnapshotSubject = .still(), named name: String? = nil,
    renderer: FrameRenderer, diffOptions: DiffOptions = DiffOptions(), precision: Double? = nil,
    perceptualPrecision: Double? = nil, record: SnapshotRecordMode? = nil, format: SnapshotFormat? = nil,
    snapshotDirectory: String? = nil,
    artifacts: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column)
    let location = SnapshotLocation(filePath: "\(filePath)", function: testName, directory: snapshotDirectory)
    let name = name ?? SnapshotCounter.nextName(for: location.folder(for: subject))
    do {
        let mode = try record ?? SnapshotRecordMode.fromEnvironment()
        let given = SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        let snapshot = CardSnapshot(
            renderer: renderer, diffOptions: diffOptions, tolerance: given.isEmpty ? nil : given, artifacts: artifacts,
            format: format)
        switch try snapshot.verify(scene, subject, named: name, at: location, record: mode) {
        case .matched: break
        case let .recorded(_, message): SnapshotFailure.report(message, at: source)
        case let .failed(message, _, _): SnapshotFailure.report(message, at: source)
        }
    } catch {
        SnapshotFailure.report(
            "Snapshot \(location.displayName(for: subject, named: name)) could not be checked: \(error)", at: source)
    }
}
