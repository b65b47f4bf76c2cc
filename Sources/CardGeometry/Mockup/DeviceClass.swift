/// A kind of device a mockup shows a scene on: its screen in points (portrait), the screen's
/// corner radius, the body's bezel, the camera island if it has one and the status bar's height.
/// The numbers are the devices' published screen sizes and measured proportions; no maker's
/// artwork. Add a device by adding a row to `all`.
public struct DeviceClass: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case phone, tablet
    }

    /// The pill-shaped camera cut-out at the top of the screen (the "Dynamic Island").
    public struct Island: Hashable, Sendable {
        public var size: Size
        /// From the screen's top edge to the island's.
        public var top: Double
    }

    public var name: String
    public var kind: Kind
    /// Portrait, in points.
    public var screen: Size
    public var screenCornerRadius: Double
    /// The body around the screen, each side.
    public var bezel: Double
    public var island: Island?
    public var statusBarHeight: Double

    public static let all: [DeviceClass] = [
        DeviceClass(name: "iphone-6.9", kind: .phone, screen: Size(width: 440, height: 956), screenCornerRadius: 62, bezel: 14,
                    island: Island(size: Size(width: 126, height: 37), top: 11), statusBarHeight: 62),
        DeviceClass(name: "iphone-6.7", kind: .phone, screen: Size(width: 430, height: 932), screenCornerRadius: 55, bezel: 14,
                    island: Island(size: Size(width: 126, height: 37), top: 11), statusBarHeight: 59),
        DeviceClass(name: "iphone-6.5", kind: .phone, screen: Size(width: 428, height: 926), screenCornerRadius: 53, bezel: 14,
                    island: nil, statusBarHeight: 47),
        DeviceClass(name: "iphone-6.5-1242", kind: .phone, screen: Size(width: 414, height: 896), screenCornerRadius: 39, bezel: 14,
                    island: nil, statusBarHeight: 44),
        DeviceClass(name: "iphone-6.1", kind: .phone, screen: Size(width: 390, height: 844), screenCornerRadius: 47, bezel: 14,
                    island: nil, statusBarHeight: 47),
        DeviceClass(name: "ipad-13", kind: .tablet, screen: Size(width: 1032, height: 1376), screenCornerRadius: 18, bezel: 22,
                    island: nil, statusBarHeight: 24),
    ]

    public static func named(_ name: String) -> DeviceClass? {
        all.first { $0.name == name }
    }

    /// The device whose screen is `screen` points, upright or turned.
    public static func matching(_ screen: Size) -> DeviceClass? {
        all.first { $0.screen == screen || ($0.screen.width == screen.height && $0.screen.height == screen.width) }
    }

    /// The device for a screen of any size: its own, else a tablet for a screen over 700 points on
    /// its shorter side and the 6.1" phone below that.
    public static func suited(to screen: Size) -> DeviceClass {
        matching(screen) ?? named(min(screen.width, screen.height) > 700 ? "ipad-13" : "iphone-6.1")!
    }
}
