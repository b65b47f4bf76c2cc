extension RenderSettings {
    /// Throws `InvalidSetting` for the first setting outside what a render accepts (the ranges of
    /// `SettingLimits`, the same the command line enforces): `scale`, `fps`, `canvas` (its sides, and
    /// its pixels at `scale`), `jobs`, `threads`, `loop` and `maxInputPixels`. `RenderJob.run()`
    /// calls it first, so a run with a bad setting reads and writes nothing.
    public func validate() throws {
        try InvalidSetting.check(scale, in: SettingLimits.scale, "scale")
        try InvalidSetting.check(fps, in: SettingLimits.fps, "fps")
        if let canvas { try InvalidSetting.check(canvas: canvas, scale: scale, "canvas") }
        if let jobs { try InvalidSetting.check(jobs, in: SettingLimits.jobs, "jobs") }
        if let threads { try InvalidSetting.check(threads, in: SettingLimits.threads, "threads") }
        try InvalidSetting.check(loop, in: SettingLimits.loop, "loop")
        try InvalidSetting.checkPositive(maxInputPixels, "maxInputPixels")
    }
}
