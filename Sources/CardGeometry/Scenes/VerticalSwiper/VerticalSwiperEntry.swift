/// The `vertical-swiper` scene, after JoniVR/VerticalCardSwiper. It is rendered when named:
/// `--scene all` keeps to the scenes cardrender started with.
public struct VerticalSwiperEntry: SceneEntry {
    /// The scene's name, `vertical-swiper`.
    public let name = "vertical-swiper"

    /// The list's vertical swiper.
    public init() {}

    /// Its one section, `vertical-swiper`.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .verticalSwiper,
                starterComment:
                    "vertical-swiper: JoniVR/VerticalCardSwiper's numbers, a vertical list of cards swiped left and right.",
                stamps: \VerticalSwiperParameters.stamps)
        ]
    }

    /// Rendered only when named.
    public var joinsAll: Bool { false }

    /// The swiper fills its view whatever its size, as the library's does: its insets are points.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

    /// The next card peeks from below the canvas's bottom edge by design.
    public var runsPastCanvas: Bool { true }

    /// On a device's screen the swiper starts below the status bar, as the example pins it to the
    /// safe area, unless the parameters place it.
    public func onDeviceScreen(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters {
        var screen = parameters
        if parameters.verticalSwiper.swiperTop == VerticalSwiperParameters().swiperTop {
            screen.verticalSwiper.swiperTop = statusBarHeight
        }
        return screen
    }

    /// The list on the context's canvas.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        var scene = VerticalSwiperScene(
            photoCount: context.photoCount, parameters: context.sized(context.parameters.verticalSwiper))
        scene.layoutDirection = context.parameters.layoutDirection
        return scene
    }
}
