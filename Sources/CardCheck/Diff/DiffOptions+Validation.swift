import CardSettings

extension DiffOptions {
    /// Throws `InvalidSetting` for the first option outside what a comparison accepts, the ranges
    /// the command line enforces: `threshold`, `maxDiffRatio` and `fade` from 0 to 1,
    /// `maxDiffPixels` 0 or more, `workers` and `maxInputPixels` more than 0. `DiffRun.run` calls
    /// it first (as `DiffFailure.Reason.invalidSetting`), so a run with a bad option compares nothing.
    public func validate() throws {
        try InvalidSetting.check(threshold, in: SettingLimits.fraction, "threshold")
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw InvalidSetting(
                setting: "maxDiffPixels", value: String(maxDiffPixels), requirement: "must be 0 or more")
        }
        if let maxDiffRatio { try InvalidSetting.check(maxDiffRatio, in: SettingLimits.fraction, "maxDiffRatio") }
        try InvalidSetting.check(fade, in: SettingLimits.fraction, "fade")
        try InvalidSetting.checkPositive(workers, "workers")
        try InvalidSetting.checkPositive(maxInputPixels, "maxInputPixels")
    }
}
