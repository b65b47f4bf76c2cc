import CardGeometry
import Testing
import TestSupport
@testable import CardMockup
@testable import CardSettings

/// In a mockup, the photo stack's show-all grid fills the screen's width (or, on a wide screen,
/// its height) and starts below the status bar, where the article's grid of 80 pt cells starts
/// at the top of a phone-sized canvas.
@Suite struct ShowAllGridTests {
    static func moment(format: String) throws -> (MockupMoment, statusBar: Double) {
        var settings = MockupSettings()
        settings.format = try #require(MockupFormat.named(format))
        settings.scene = "photostack"
        settings.animation = "show-all"
        let planned = try PlannedMockup(settings)
        return (try planned.moment(settings), planned.plan.statusBarDevice?.statusBarHeight ?? 0)
    }

    @Test(arguments: ["iphone-6.9", "iphone-6.5", "ipad-13", "play-tablet-10", "square", "story", "link"])
    func theGridFillsTheScreenBelowItsStatusBar(_ format: String) throws {
        let (moment, bar) = try Self.moment(format: format)
        let frame = moment.still(at: nil)
        let cells = frame.layers.filter { if case .photo = $0.content { true } else { false } }
        #expect(cells.count == 8)
        let zoom = frame.contentZoom, spacing = MockupMoment.gridSpacing * zoom
        let left = cells.map { $0.position.x - $0.size.width / 2 }.min()!
        let right = cells.map { $0.position.x + $0.size.width / 2 }.max()!
        let top = cells.map { $0.position.y - $0.size.height / 2 }.min()!
        let bottom = cells.map { $0.position.y + $0.size.height / 2 }.max()!
        let width = frame.canvas.width, height = frame.canvas.height
        // Centred, below the status bar, and filling the width or, where the rows would not fit,
        // the height.
        #expect(abs(left - (width - right)) < 1e-6, "\(format): \(left) and \(width - right) from the sides")
        #expect(abs(top - (bar + spacing)) < 1e-6, "\(format): top \(top), status bar \(bar)")
        let fillsWidth = abs(left - spacing) < 1e-6, fillsHeight = abs(bottom - (height - spacing)) < 1e-6
        #expect(fillsWidth || fillsHeight, "\(format): \(left)…\(right) × \(top)…\(bottom) on \(width)×\(height)")
        #expect(cells.allSatisfy { $0.size.width > PhotoStackParameters().gridCell * zoom }, "\(format): larger cells")
    }

    /// A scene file's own cell size is kept: the grid is then the article's, below the status bar
    /// only if the file says so.
    @Test func aSceneFilesCellSizeIsKept() {
        var parameters = SceneParameters()
        parameters.photoStack.gridCell = 60
        let screen = MockupMoment.parameters(parameters, statusBarHeight: 62)
        #expect(screen.photoStack.gridSpacing == nil && screen.photoStack.gridTop == nil)
        let filled = MockupMoment.parameters(SceneParameters(), statusBarHeight: 62)
        #expect(filled.photoStack.gridSpacing == MockupMoment.gridSpacing && filled.photoStack.gridTop == 62)
    }
}
