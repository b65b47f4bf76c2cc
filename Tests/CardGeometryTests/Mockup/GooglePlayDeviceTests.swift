import Testing
@testable import CardGeometry

/// Google Play's formats show generic Android devices: a phone with a punch-hole camera and
/// tablets, never an iPhone or iPad, with Android's status bar.
@Suite struct GooglePlayDeviceTests {
    static let playFormats = ["play-phone", "play-tablet-7", "play-tablet-10", "play-feature"]

    @Test(arguments: playFormats)
    func aPlayFormatIsFramedAsAnAndroidDevice(_ name: String) throws {
        let format = try #require(MockupFormat.named(name))
        #expect(format.platform == .android)
        let device = DeviceClass.suited(to: format.framedScreen, platform: format.platform)
        #expect(
            device.platform == .android && !device.name.hasPrefix("iphone") && !device.name.hasPrefix("ipad"),
            "\(device.name)")
        // A punch-hole (as wide as tall) on the phone; a tablet's camera is in its bezel.
        let frame = MockupLayout.DeviceFrame.suited(to: format.framedScreen, platform: format.platform)
        if device.kind == .phone {
            let hole = try #require(frame.island)
            #expect(hole.size.width == hole.size.height)
        } else {
            #expect(frame.island == nil)
        }
    }

    @Test func theFeatureGraphicShowsThePlayPhoneAndSocialFormatsTheDefaultRendersPhone() throws {
        #expect(MockupFormat.named("play-feature")?.framedScreen == DeviceClass.named("play-phone")?.screen)
        #expect(MockupFormat.named("play-feature")?.screen == nil)
        for name in ["square", "story", "link"] {
            #expect(MockupFormat.named(name)?.framedScreen == ScreenFit.designCanvas, "\(name)")
        }
    }

    @Test func aScreenOfNoDevicesSizeGetsThePlatformsPhoneOrTablet() {
        #expect(DeviceClass.suited(to: Size(width: 390, height: 844), platform: .android).name == "play-phone")
        #expect(DeviceClass.suited(to: Size(width: 700, height: 1000), platform: .android).name == "play-tablet-7")
        #expect(DeviceClass.suited(to: Size(width: 1400, height: 1000), platform: .android).name == "play-tablet-10")
        // iOS as before; a Play screen matches no iOS device.
        #expect(DeviceClass.suited(to: Size(width: 390, height: 844)).name == "iphone-6.1")
        #expect(DeviceClass.matching(Size(width: 360, height: 640)) == nil)
        #expect(DeviceClass.matching(Size(width: 640, height: 360), platform: .android)?.name == "play-phone")
    }

    @Test func androidsStatusBarHasTheTimeAtTheLeftAndTheIconsAtTheRight() throws {
        let phone = try #require(DeviceClass.named("play-phone"))
        let bar = try #require(StatusBarLayout(device: phone, screen: phone.screen))
        let hole = try #require(phone.island)
        #expect(bar.platform == .android && bar.timeText == "12:30")
        // The time near the left edge, left of the camera; Wi-Fi, signal, battery near the right edge.
        #expect(
            bar.time.origin.x < 30
                && bar.time.origin.x + bar.time.size.width < (phone.screen.width - hole.size.width) / 2)
        #expect(
            bar.wifi.origin.x + bar.wifi.size.width < bar.signal.origin.x
                && bar.signal.origin.x + bar.signal.size.width < bar.battery.origin.x)
        #expect(bar.battery.origin.x + bar.battery.size.width > phone.screen.width - 30)
        #expect(bar.battery.origin.x + bar.battery.size.width < phone.screen.width)
        // All level with the punch-hole; the battery stands upright.
        expectClose(bar.time.mid.y, hole.top + hole.size.height / 2)
        expectClose(bar.battery.mid.y, hole.top + hole.size.height / 2)
        #expect(bar.battery.size.height > bar.battery.size.width)
        // Mirrored for a right-to-left language.
        let mirrored = try #require(StatusBarLayout(device: phone, screen: phone.screen, mirrored: true))
        expectClose(mirrored.time.mid.x, phone.screen.width - bar.time.mid.x)
        #expect(
            mirrored.battery.origin.x < mirrored.signal.origin.x && mirrored.signal.origin.x < mirrored.wifi.origin.x)
        // An Android tablet's, and iOS's time as before.
        let tablet = try #require(DeviceClass.named("play-tablet-10"))
        let tabletBar = try #require(StatusBarLayout(device: tablet, screen: tablet.screen))
        #expect(tabletBar.platform == .android && tabletBar.battery.mid.y < tablet.statusBarHeight)
        let iPhone = try #require(DeviceClass.named("iphone-6.9"))
        #expect(StatusBarLayout(device: iPhone, screen: iPhone.screen)?.timeText == "9:41")
    }
}
