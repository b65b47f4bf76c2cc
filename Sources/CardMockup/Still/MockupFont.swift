import CardImaging
import CardSettings

/// The title font a mockup's settings name, read and checked before anything is drawn.
enum MockupFont {
    /// The font at `settings.font`; nil when none is named. Throws `MockupFailure.unusableFont`.
    static func load(_ settings: MockupSettings) throws -> FontFile? {
        guard let path = settings.font else { return nil }
        do { return try FontFile(contentsOf: path) } catch {
            throw MockupFailure.unusableFont(path: path, problem: error)
        }
    }
}
