import CardGeometry
import CardRender

/// Asserts that `subject` of `scene` matches its snapshot beside the test file
/// (`__Snapshots__/<TestFile>/<testName>.<subject>/`), drawn by `renderer`. A missing snapshot is
/// recorded (and the test fails once, as swift-snapshot-testing does); a difference fails the test
/// with the frames that differ, the first time they part, what the motion tracks say, and the path
/// of the review page. Works under Swift Testing and XCTest.
///
/// - Parameters:
///   - record: nil reads `CARDRENDER_SNAPSHOT_RECORD` (or `SNAPSHOT_TESTING_RECORD`), else `.missing`.
///   - snapshotDirectory: overrides `__Snapshots__/<TestFile>`.
public func assertCardSnapshot(
    of scene: any Scene, _ subject: SnapshotSubject = .still(), renderer: FrameRenderer,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let mode = try record ?? SnapshotRecordMode.fromEnvironment()
        let location = SnapshotLocation(filePath: "\(filePath)", function: testName, directory: snapshotDirectory)
        switch try CardSnapshot(renderer: renderer).verify(scene, subject, at: location, record: mode) {
        case .matched: break
        case let .recorded(_, message): SnapshotFailure.report(message, at: source)
        case let .failed(message, _): SnapshotFailure.report(message, at: source)
        }
    } catch {
        SnapshotFailure.report("Snapshot of \(scene.name) could not be checked: \(error)", at: source)
    }
}
