#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, for the failure's location.
struct SnapshotSource {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Reports a failed snapshot to whichever test library runs the test: an issue under Swift
/// Testing, `XCTFail` under XCTest.
enum SnapshotFailure {
    static func report(_ message: String, at source: SnapshotSource) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(source.fileID)", filePath: "\(source.filePath)", line: Int(source.line),
                    column: Int(source.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: source.filePath, line: source.line)
        #endif
    }
}
