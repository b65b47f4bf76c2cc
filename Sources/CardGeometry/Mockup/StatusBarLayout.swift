/// Where a status bar's parts go on a screen, in the screen's points: the time and the signal
/// bars, Wi-Fi fan and battery, as iOS or Android places them. An iPhone centres both groups in
/// the "ears" beside the camera island; an iPad keeps them close to its corners; Android puts the
/// time at the left and the icons (Wi-Fi, signal, an upright battery) at the right, level with
/// the punch-hole camera. A phone turned sideways hides its status bar (nil).
public struct StatusBarLayout: Hashable, Sendable {
    /// The time's box.
    public var time: Rect
    /// Points; the time's cap height is about 0.7 of it.
    public var timeSize: Double
    /// The cellular signal bars' box.
    public var signal: Rect
    /// The Wi-Fi fan's box.
    public var wifi: Rect
    /// The battery's box.
    public var battery: Rect
    /// Whose icons to draw.
    public var platform: DeviceClass.Platform

    /// iOS's time: 9:41, as in Apple's own screenshots.
    public static let time = "9:41"
    /// Android's time: not iOS's 9:41.
    public static let androidTime = "12:30"

    /// The time this status bar shows.
    public var timeText: String { platform == .android ? Self.androidTime : Self.time }

    /// `mirrored`: as iOS or Android lays it out for a right-to-left language, the time on the
    /// right and the icons on the left (each icon itself unchanged).
    public init?(device: DeviceClass, screen: Size, mirrored: Bool = false) {
        let landscape = screen.width > screen.height
        if landscape && device.kind == .phone { return nil }
        platform = device.platform
        let phone = device.kind == .phone
        if device.platform == .android {
            (time, timeSize, signal, wifi, battery) = Self.android(device: device, screen: screen)
        } else {
            (time, timeSize, signal, wifi, battery) = Self.iOS(device: device, screen: screen, phone: phone)
        }
        if mirrored {
            func flip(_ r: Rect) -> Rect {
                Rect(
                    x: screen.width - r.origin.x - r.size.width, y: r.origin.y, width: r.size.width,
                    height: r.size.height)
            }
            time = flip(time)
            let order = [signal, wifi, battery].map(flip)
            // Read from the right: signal, Wi-Fi, battery become battery, Wi-Fi, signal from the left.
            (signal, wifi, battery) = (order[0], order[1], order[2])
        }
    }

    private typealias Parts = (time: Rect, timeSize: Double, signal: Rect, wifi: Rect, battery: Rect)

    private static func iOS(device: DeviceClass, screen: Size, phone: Bool) -> Parts {
        // Icon sizes: an iPhone's, or an iPad's smaller ones.
        let k = phone ? 1.0 : 0.8
        let signalSize = Size(width: 18 * k, height: 12 * k), wifiSize = Size(width: 17 * k, height: 12 * k)
        let batterySize = Size(width: 27 * k, height: 13 * k), gap = 6 * k
        let timeSize: Double = phone ? 17 : 13
        let timeWidth = timeSize * 2.2
        let centreY: Double
        let timeCentreX: Double, clusterCentreX: Double
        let clusterWidth = signalSize.width + gap + wifiSize.width + gap + batterySize.width
        if phone {
            // Level with the island's centre, or a notch's, and centred in each ear.
            centreY = device.island.map { $0.top + $0.size.height / 2 } ?? device.statusBarHeight / 2
            let ear = (screen.width - (device.island?.size.width ?? 160)) / 2
            timeCentreX = ear / 2 + 6
            clusterCentreX = screen.width - ear / 2 - 4
        } else {
            centreY = device.statusBarHeight / 2
            timeCentreX = 20 + timeWidth / 2
            clusterCentreX = screen.width - 20 - clusterWidth / 2
        }
        let time = Rect(
            x: timeCentreX - timeWidth / 2, y: centreY - timeSize * 0.6, width: timeWidth, height: timeSize * 1.2)
        let icons = row(
            [signalSize, wifiSize, batterySize], gap: gap, left: clusterCentreX - clusterWidth / 2, centreY: centreY)
        return (time, timeSize, icons[0], icons[1], icons[2])
    }

    private static func android(device: DeviceClass, screen: Size) -> Parts {
        let phone = device.kind == .phone
        let wifiSize = Size(width: 15, height: 11), signalSize = Size(width: 11, height: 11)
        let batterySize = Size(width: 7, height: 12), gap = 5.0
        let timeSize: Double = phone ? 14 : 13
        // "12:30" is about 2.6 ems wide.
        let timeWidth = timeSize * 2.6
        let margin: Double = phone ? 18 : 24
        let centreY = device.island.map { $0.top + $0.size.height / 2 } ?? device.statusBarHeight / 2
        let time = Rect(x: margin, y: centreY - timeSize * 0.6, width: timeWidth, height: timeSize * 1.2)
        let clusterWidth = wifiSize.width + gap + signalSize.width + gap + batterySize.width
        let icons = row(
            [wifiSize, signalSize, batterySize], gap: gap, left: screen.width - margin - clusterWidth, centreY: centreY)
        return (time, timeSize, icons[1], icons[0], icons[2])
    }

    /// Boxes of `sizes` side by side from `left`, `gap` apart, centred on `centreY`.
    private static func row(_ sizes: [Size], gap: Double, left: Double, centreY: Double) -> [Rect] {
        var x = left
        return sizes.map { size in
            defer { x += size.width + gap }
            return Rect(x: x, y: centreY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
