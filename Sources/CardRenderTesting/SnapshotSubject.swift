/// What one snapshot assertion draws of a scene.
public enum SnapshotSubject: Sendable, Equatable {
    /// A still by name (`still` is every scene's first).
    case still(String = "still")
    /// One moment of an animation, `time` seconds in.
    case moment(animation: String, time: Double)
    /// Every frame of an animation at `fps` frames per second, with its motion track.
    case animation(String, fps: Double = 30)

    /// The name of the snapshot's folder after the test's name: `still`, `swipe@0.25`, `swipe`.
    var folderSuffix: String {
        switch self {
        case let .still(name): name
        case let .moment(animation, time): "\(animation)@\(MomentTime.text(time))"
        case let .animation(name, _): name
        }
    }
}

/// A moment's time as a folder name writes it: seconds with at most three decimals, no trailing zeros.
enum MomentTime {
    static func text(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let whole = milliseconds / 1000, fraction = abs(milliseconds % 1000)
        guard fraction != 0 else { return "\(whole)" }
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(whole).\(decimals)"
    }
}
