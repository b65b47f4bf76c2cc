/// Which library's bottom sheet the `sheet` scene reproduces.
public enum SheetPreset: String, CaseIterable, Sendable, Codable {
    /// OverlayContainer's Maps-style sheet (`SheetScene`), the default.
    case overlaycontainer
    /// scenee/FloatingPanel (`FloatingPanelScene`).
    case floatingpanel
}
