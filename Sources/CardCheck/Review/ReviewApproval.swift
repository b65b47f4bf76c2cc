import Foundation

/// The command that records a changed animation or still of the review page into the golden
/// folder, as words of a command line. The caller (the command-line tool) writes the words, the
/// page fills in each item's scene and animation: the library never spells an option itself.
public struct ReviewApproval: Sendable, Equatable {
    /// One word of the command: fixed text, or the item's scene or animation filled in by the page.
    public enum Word: Sendable, Equatable {
        case text(String)
        /// The item's scene.
        case scene
        /// The item's animation.
        case animation
    }

    /// Records one animation (and the changed stills of its scene, which every run of a scene renders).
    public var animation: [Word]
    /// Records a still (with the other changed files of its scene, when the words name only the scene).
    public var still: [Word]

    /// The words that record an animation, and those that record a still.
    public init(animation: [Word], still: [Word]) {
        self.animation = animation
        self.still = still
    }

    /// The command line for an item, each word quoted for a POSIX shell; nil for a file outside
    /// the `scene/animation/frame-NNNN.png` and `scene/still.png` layout.
    func command(for group: ReviewGroup) -> String? {
        guard let (scene, animation) = Self.names(group) else { return nil }
        let words = animation == nil ? still : self.animation
        return words.map { word in
            switch word {
            case let .text(text): ShellWord.quoted(text)
            case .scene: ShellWord.quoted(scene)
            case .animation: ShellWord.quoted(animation ?? "")
            }
        }.joined(separator: " ")
    }

    /// Whether the command for `group` also records `other` (another changed item): what a run
    /// selected by the words' scene and animation renders.
    func records(_ other: ReviewGroup, with group: ReviewGroup) -> Bool {
        guard let (scene, animation) = Self.names(group), let (otherScene, otherAnimation) = Self.names(other) else {
            return false
        }
        let words = animation == nil ? still : self.animation
        if words.contains(.scene) && otherScene != scene { return false }
        // Naming an animation leaves out the scene's other animations, never its stills.
        if words.contains(.animation), let otherAnimation, otherAnimation != animation { return false }
        return true
    }

    /// The scene and (for an animation) the animation of an item.
    private static func names(_ group: ReviewGroup) -> (scene: String, animation: String?)? {
        guard let scene = group.scene else { return nil }
        guard group.kind == .animation else { return (scene, nil) }
        return (scene, String(group.id.dropFirst(scene.count + 1)))
    }
}

/// A word for a POSIX shell: as it is when it holds only characters no shell treats specially,
/// else in single quotes (a quote inside written '\'').
package enum ShellWord {
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-")

    package static func quoted(_ word: String) -> String {
        if !word.isEmpty && word.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
