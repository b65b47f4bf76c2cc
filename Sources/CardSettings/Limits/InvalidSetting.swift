import CardGeometry

/// A setting outside the range it must be in, found before anything is read or written: which
/// setting (as the settings type names it, e.g. `fps`), the value given, and what is allowed.
/// Its description reads `fps 0: must be from 1 to 240`.
public struct InvalidSetting: Error, Sendable, Equatable, CustomStringConvertible {
    /// The setting's name, as its settings type spells the property (`fps`, `canvas`, `jobs`).
    public var setting: String
    /// The value given, as text (`0`, `nan`, `0x844`).
    public var value: String
    /// What the setting accepts, e.g. `must be from 1 to 240`.
    public var requirement: String

    /// A refusal of `value` for `setting`, which `requirement` explains.
    public init(setting: String, value: String, requirement: String) {
        self.setting = setting
        self.value = value
        self.requirement = requirement
    }

    /// `setting value: requirement`.
    public var description: String { "\(setting) \(value): \(requirement)" }

    /// Refuses `value` unless it is a finite number within `range`.
    package static func check(_ value: Double, in range: ClosedRange<Double>, _ setting: String) throws {
        guard value.isFinite, range.contains(value) else {
            throw InvalidSetting(setting: setting, value: NumberText.plain(value), requirement: requirement(range))
        }
    }

    /// Refuses `value` unless it is within `range`.
    package static func check(_ value: Int, in range: ClosedRange<Int>, _ setting: String) throws {
        guard range.contains(value) else {
            throw InvalidSetting(
                setting: setting, value: String(value),
                requirement: "must be from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    /// Refuses `value` unless it is more than 0.
    package static func checkPositive(_ value: Int, _ setting: String) throws {
        guard value > 0 else {
            throw InvalidSetting(setting: setting, value: String(value), requirement: "must be positive")
        }
    }

    /// Refuses a canvas whose sides are not finite, more than 0 and at most `SettingLimits.canvasSide`
    /// points, or, with a `scale` (one already checked against `SettingLimits.scale`), that has
    /// more than `SettingLimits.framePixels` pixels at that scale.
    package static func check(canvas: Size, scale: Double?, _ setting: String) throws {
        let value = "\(NumberText.plain(canvas.width))x\(NumberText.plain(canvas.height))"
        let limit = SettingLimits.canvasSide
        guard [canvas.width, canvas.height].allSatisfy({ $0.isFinite && $0 > 0 && $0 <= limit }) else {
            throw InvalidSetting(
                setting: setting, value: value,
                requirement: "width and height must be more than 0 and at most \(Int(limit)) points")
        }
        guard let scale else { return }
        let pixels = (canvas.width * scale) * (canvas.height * scale)
        guard pixels <= SettingLimits.framePixels else {
            throw InvalidSetting(
                setting: setting, value: value,
                requirement:
                    "at scale \(NumberText.plain(scale)) is \(Int(pixels)) pixels a frame; the limit is \(Int(SettingLimits.framePixels))"
            )
        }
    }

    /// "must be from 1 to 240": the range's ends as cardrender writes numbers.
    package static func requirement(_ range: ClosedRange<Double>) -> String {
        "must be from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
    }
}
