/// The `sheet` scene: OverlayContainer's Maps-style sheet, or scenee/FloatingPanel's panel under
/// the floatingpanel preset (`FloatingPanelScene`), each in its own scene-file section.
public struct SheetEntry: SceneEntry {
    /// The scene's name, `sheet`.
    public let name = "sheet"

    /// The list's bottom sheet.
    public init() {}

    /// `overlaycontainer` (the default) and `floatingpanel`.
    public let presets: ScenePresets? = ScenePresets(\SceneParameters.sheetPreset)

    /// `sheet` (OverlayContainer's), then `floatingpanel`, choosing its preset.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .sheet,
                starterComment:
                    "sheet (OverlayContainer's Maps-style sheet): a Maps-style bottom sheet with notches.",
                choosing: SceneSection.choosing(\SceneParameters.sheetPreset, SheetPreset.overlaycontainer),
                optionalKeys: ["availableHeight"],
                fillingOptionals: { $0.availableHeight = 0 }),
            SceneSection(
                .floatingPanel,
                starterComment: "sheet with preset floatingpanel: scenee/FloatingPanel 3.2.2's numbers.",
                choosing: SceneSection.choosing(\SceneParameters.sheetPreset, SheetPreset.floatingpanel))
        ]
    }

    /// Proportionally larger on a larger screen, so its rows, names and thumbnails read on an iPad
    /// as on the phone, while it spans the screen's width; on a smaller one it keeps its sizes
    /// (and a canvas too small for it is refused). A scene file's own row height (or the
    /// OverlayContainer sheet's available height) is kept as given on any screen.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        switch parameters.sheetPreset {
        case .overlaycontainer:
            parameters.sheet.rowHeight == SheetParameters().rowHeight && parameters.sheet.availableHeight == nil
                ? .zoomedWhenLarger : .laidOut
        case .floatingpanel:
            parameters.floatingPanel.rowHeight == FloatingPanelParameters().rowHeight ? .zoomedWhenLarger : .laidOut
        }
    }

    /// On a device's screen, FloatingPanel's anchors hang from its safe area, whose top is the
    /// status bar's.
    public func onDeviceScreen(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters {
        guard parameters.sheetPreset == .floatingpanel else { return parameters }
        var onDevice = parameters
        onDevice.floatingPanel.safeAreaTop = statusBarHeight
        return onDevice
    }

    /// The sheet runs past the canvas's bottom edge by design.
    public var runsPastCanvas: Bool { true }

    /// The chosen sheet on the context's canvas, over the context's backdrop.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        switch context.parameters.sheetPreset {
        case .overlaycontainer:
            var scene = SheetScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters.sheet),
                backdrop: context.backdrop)
            scene.layoutDirection = context.parameters.layoutDirection
            return scene
        case .floatingpanel:
            var scene = FloatingPanelScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters.floatingPanel),
                backdrop: context.backdrop)
            scene.layoutDirection = context.parameters.layoutDirection
            return scene
        }
    }
}
