@testable import CardGeometry

/// The canvases scenes are laid out on: the default one, and the screens mockups show them on
/// (each format's device screen, upright and turned, the phone in a device frame, and the
/// frameless screen of the shape the text leaves, with and without text).
enum MockupScreens {
    static var all: [Size] {
        var screens = [ScreenFit.designCanvas]
        for format in MockupFormat.all {
            var layout = MockupLayout()
            layout.textPosition = format.points.width > format.points.height * 1.6 ? .beside : .above
            for textHeight in [0.0, 80] {
                let area = layout.areas(canvas: format.points, textHeight: textHeight).scene.size
                screens.append(MockupLayout.screen(filling: area))
            }
            screens.append(format.framedScreen)
            if let screen = format.screen {
                screens += [screen, Size(width: screen.height, height: screen.width)]
            }
        }
        var unique: [Size] = []
        for screen in screens where !unique.contains(screen) { unique.append(screen) }
        return unique
    }
}
