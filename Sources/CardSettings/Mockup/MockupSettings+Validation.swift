import CardGeometry

extension MockupSettings {
    /// Throws `InvalidSetting` for the first setting outside what a mockup accepts: `time` (0 or
    /// more), `density` (`SettingLimits.scale`), `titleSize` (4 to 200), the layout's `padding` (0
    /// to 500) and a blurred photo's radius (0 to 200) and dim (0 to 1), as the command line and
    /// mockup set files take them, the background's photo index and gradient angle, `canvas` (its
    /// sides) and `maxInputPixels`. The mockup jobs call it first, so a mockup with a bad setting
    /// reads and writes nothing.
    public func validate() throws {
        if let time, !(time.isFinite && time >= 0) {
            throw InvalidSetting(setting: "time", value: NumberText.plain(time), requirement: "must be 0 or more")
        }
        if let density { try InvalidSetting.check(density, in: SettingLimits.scale, "density") }
        if let titleSize {
            try InvalidSetting.check(titleSize, in: MockupSettingsBuilder.Number.titleSize.range, "titleSize")
        }
        try InvalidSetting.check(layout.padding, in: MockupSettingsBuilder.Number.padding.range, "layout.padding")
        switch background {
        case .solid: break
        case let .gradient(_, _, angle):
            guard angle.isFinite else {
                throw InvalidSetting(
                    setting: "background", value: "gradient at \(NumberText.plain(angle))°",
                    requirement: "the angle must be a finite number of degrees")
            }
        case let .blurredPhoto(index, radius, dim):
            guard index >= 0 else {
                throw InvalidSetting(
                    setting: "background photo index", value: String(index), requirement: "must be 0 or more")
            }
            try InvalidSetting.check(radius, in: MockupSettingsBuilder.Number.blur.range, "background blur")
            try InvalidSetting.check(dim, in: MockupSettingsBuilder.Number.dim.range, "background dim")
        }
        if let canvas { try InvalidSetting.check(canvas: canvas, scale: nil, "canvas") }
        if let textAreaHeight,
            !(textAreaHeight.isFinite && textAreaHeight >= 0 && textAreaHeight <= format.points.height)
        {
            throw InvalidSetting(
                setting: "textAreaHeight", value: NumberText.plain(textAreaHeight),
                requirement: "must be from 0 to the format's height in points")
        }
        try InvalidSetting.checkPositive(maxInputPixels, "maxInputPixels")
    }
}
