/// Where a status bar's parts go on a screen, in the screen's points: the time (9:41) and the
/// signal bars, Wi-Fi fan and battery, as iOS places them. A phone centres both groups in the
/// "ears" beside the camera island; a tablet keeps them close to its corners. A phone turned
/// sideways hides its status bar (nil).
public struct StatusBarLayout: Hashable, Sendable {
    public var time: Rect
    /// Points; the time's cap height is about 0.7 of it.
    public var timeSize: Double
    public var signal: Rect
    public var wifi: Rect
    public var battery: Rect

    public static let time = "9:41"

    /// `mirrored`: as iOS lays it out for a right-to-left language, the time on the right and
    /// the icons on the left (each icon itself unchanged).
    public init?(device: DeviceClass, screen: Size, mirrored: Bool = false) {
        let landscape = screen.width > screen.height
        if landscape && device.kind == .phone { return nil }
        let phone = device.kind == .phone
        // Icon sizes: an iPhone's, or an iPad's smaller ones.
        let k = phone ? 1.0 : 0.8
        let signalSize = Size(width: 18 * k, height: 12 * k), wifiSize = Size(width: 17 * k, height: 12 * k)
        let batterySize = Size(width: 27 * k, height: 13 * k), gap = 6 * k
        timeSize = phone ? 17 : 13
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
        time = Rect(x: timeCentreX - timeWidth / 2, y: centreY - timeSize * 0.6, width: timeWidth, height: timeSize * 1.2)
        var x = clusterCentreX - clusterWidth / 2
        signal = Rect(x: x, y: centreY - signalSize.height / 2, width: signalSize.width, height: signalSize.height)
        x += signalSize.width + gap
        wifi = Rect(x: x, y: centreY - wifiSize.height / 2, width: wifiSize.width, height: wifiSize.height)
        x += wifiSize.width + gap
        battery = Rect(x: x, y: centreY - batterySize.height / 2, width: batterySize.width, height: batterySize.height)
        if mirrored {
            func flip(_ r: Rect) -> Rect { Rect(x: screen.width - r.origin.x - r.size.width, y: r.origin.y, width: r.size.width, height: r.size.height) }
            time = flip(time)
            let order = [signal, wifi, battery].map(flip)
            // Read from the right: signal, Wi-Fi, battery become battery, Wi-Fi, signal from the left.
            (signal, wifi, battery) = (order[0], order[1], order[2])
        }
    }
}
