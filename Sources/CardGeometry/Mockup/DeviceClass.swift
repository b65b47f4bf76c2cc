/// A kind of device a mockup shows a scene on: its screen in points (portrait), the screen's
/// corner radius, the body's bezel, the camera cut-out if it has one and the status bar's height.
/// The numbers are the devices' published screen sizes and measured proportions; no maker's
/// artwork. The Android rows are generic: a 16:9 phone of Google Play's screenshot size and
/// 7- and 10-inch tablets of common screens (dp). Add a device by adding a row to `all`.
public struct DeviceClass: Hashable, Sendable {
    /// Whether the device is a phone (whose status bar hides when turned sideways) or a tablet.
    public enum Kind: String, Hashable, Sendable {
        case phone, tablet
    }

    /// Whose status bar the screen shows, and which devices stand in for a screen of no
    /// device's size.
    public enum Platform: String, Hashable, Sendable {
        case iOS, android
    }

    /// The camera cut-out at the top of the screen: a pill (the "Dynamic Island"), or a
    /// punch-hole when as wide as tall.
    public struct Island: Hashable, Sendable {
        /// The cut-out's width and height in points.
        public var size: Size
        /// From the screen's top edge to the island's.
        public var top: Double
    }

    /// The device's name, the same as its store format's where it has one (`iphone-6.7`, `ipad-13`).
    public var name: String
    /// Phone or tablet.
    public var kind: Kind
    /// Portrait, in points.
    public var screen: Size
    /// The radius of the screen's rounded corners, in points.
    public var screenCornerRadius: Double
    /// The body around the screen, each side.
    public var bezel: Double
    /// The camera cut-out drawn on the screen, or nil for a screen without one.
    public var island: Island?
    /// The status bar's height in points from the screen's top edge.
    public var statusBarHeight: Double
    /// Whose status bar the screen shows; iOS unless told otherwise.
    public var platform = Platform.iOS

    /// Every device a mockup can show: the App Store's screenshot iPhones and iPad, the 6.1" iPhone
    /// of the default canvas, then Google Play's phone and tablets.
    public static let all: [DeviceClass] = [
        DeviceClass(
            name: "iphone-6.9", kind: .phone, screen: Size(width: 440, height: 956), screenCornerRadius: 62, bezel: 14,
            island: Island(size: Size(width: 126, height: 37), top: 11), statusBarHeight: 62),
        DeviceClass(
            name: "iphone-6.7", kind: .phone, screen: Size(width: 430, height: 932), screenCornerRadius: 55, bezel: 14,
            island: Island(size: Size(width: 126, height: 37), top: 11), statusBarHeight: 59),
        DeviceClass(
            name: "iphone-6.5", kind: .phone, screen: Size(width: 428, height: 926), screenCornerRadius: 53, bezel: 14,
            island: nil, statusBarHeight: 47),
        DeviceClass(
            name: "iphone-6.5-1242", kind: .phone, screen: Size(width: 414, height: 896), screenCornerRadius: 39,
            bezel: 14,
            island: nil, statusBarHeight: 44),
        DeviceClass(
            name: "iphone-6.1", kind: .phone, screen: Size(width: 390, height: 844), screenCornerRadius: 47, bezel: 14,
            island: nil, statusBarHeight: 47),
        DeviceClass(
            name: "ipad-13", kind: .tablet, screen: Size(width: 1032, height: 1376), screenCornerRadius: 18, bezel: 22,
            island: nil, statusBarHeight: 24),
        DeviceClass(
            name: "play-phone", kind: .phone, screen: Size(width: 360, height: 640), screenCornerRadius: 26, bezel: 10,
            island: Island(size: Size(width: 12, height: 12), top: 11), statusBarHeight: 34, platform: .android),
        DeviceClass(
            name: "play-tablet-7", kind: .tablet, screen: Size(width: 600, height: 960), screenCornerRadius: 16,
            bezel: 24,
            island: nil, statusBarHeight: 24, platform: .android),
        DeviceClass(
            name: "play-tablet-10", kind: .tablet, screen: Size(width: 800, height: 1280), screenCornerRadius: 18,
            bezel: 26,
            island: nil, statusBarHeight: 24, platform: .android)
    ]

    /// The device named `name` in `all`, or nil.
    public static func named(_ name: String) -> DeviceClass? {
        all.first { $0.name == name }
    }

    /// The platform's device whose screen is `screen` points, upright or turned.
    public static func matching(_ screen: Size, platform: Platform = .iOS) -> DeviceClass? {
        all.first {
            $0.platform == platform
                && ($0.screen == screen || ($0.screen.width == screen.height && $0.screen.height == screen.width))
        }
    }

    /// The phone a format without a screen of its own shows in a device frame: the 6.1" iPhone
    /// (the default render's 390×844 canvas), or the Android phone.
    public static func phone(on platform: Platform) -> DeviceClass {
        named(platform == .iOS ? "iphone-6.1" : "play-phone")!
    }

    /// The platform's device for a screen of any size: its own, else by the screen's shorter
    /// side: on iOS a tablet over 700 points and the 6.1" phone below that; on Android a tablet
    /// from 600 dp (Android's own tablet width), the 10-inch one from 800.
    public static func suited(to screen: Size, platform: Platform = .iOS) -> DeviceClass {
        if let own = matching(screen, platform: platform) { return own }
        let shorter = min(screen.width, screen.height)
        switch platform {
        case .iOS: return named(shorter > 700 ? "ipad-13" : "iphone-6.1")!
        case .android:
            return named(shorter >= 800 ? "play-tablet-10" : shorter >= 600 ? "play-tablet-7" : "play-phone")!
        }
    }
}
