import CardGeometry

/// Why two shards of one run cannot be merged, in terms of the option that differs.
enum ShardDifference {
    static func first(_ a: Manifest, _ b: Manifest) -> String? {
        let left = a.shard ?? "?", right = b.shard ?? "?"
        func differs(_ option: String, _ x: String, _ y: String) -> String {
            "the shards ran with different \(option): shard \(left) with \(x), shard \(right) with \(y)"
        }
        if a.tool != b.tool { return differs("versions", a.tool, b.tool) }
        if a.settings.size != b.settings.size { return differs("--size", a.settings.size, b.settings.size) }
        if a.settings.scale != b.settings.scale { return differs("--scale", NumberText.plain(a.settings.scale), NumberText.plain(b.settings.scale)) }
        if a.settings.fps != b.settings.fps { return differs("--fps", NumberText.plain(a.settings.fps), NumberText.plain(b.settings.fps)) }
        if a.settings.seed != b.settings.seed { return differs("--seed", "\(a.settings.seed)", "\(b.settings.seed)") }
        if a.settings.pngCompression != b.settings.pngCompression {
            return differs("--png-compression", "\(a.settings.pngCompression)", "\(b.settings.pngCompression)")
        }
        // The other settings that change pixels, named as golden.json names them.
        if let x = GoldenSettings(a), let y = GoldenSettings(b), let difference = y.differences(from: x).first {
            return differs(difference.setting.rawValue, difference.recorded ?? "none", difference.current ?? "none")
        }
        if a.photos != b.photos { return "the shards read different photos (--input): shard \(left) \(a.photos.count), shard \(right) \(b.photos.count)" }
        if a.files != b.files {
            let scenes = { (m: Manifest) in Set(m.files.map { "\($0.scene)/\($0.animation ?? "")" }) }
            if scenes(a) != scenes(b) { return "the shards rendered different scenes or animations (--scene, --animation)" }
            return "the shards planned different frames (--scene-file, --preset, --stamps or --captions differ)"
        }
        if a.issues != b.issues { return "the shards found different problems with the input photos" }
        return nil
    }
}
