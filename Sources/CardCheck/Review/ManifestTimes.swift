import CardFormats
/// Frame times and fps from a render's manifest.json, for the reports' wording: only values a
/// render writes (`RenderedTiming`), since the manifest of a compared folder is not cardrender's
/// own. A folder without a readable one gives nil.
struct ManifestTimes {
    var fps: Double?
    var times: [String: Double]

    /// From the folder's manifest.json (read as every manifest is: a plain file, size-capped).
    static func read(_ folder: String) -> ManifestTimes? {
        guard let manifest = Manifest.of(folder: folder) else { return nil }
        var times: [String: Double] = [:]
        for entry in manifest.files {
            if let time = entry.time, RenderedTiming.time.contains(time), times[entry.path] == nil {
                times[entry.path] = time
            }
        }
        let fps = manifest.settings.fps
        return ManifestTimes(fps: RenderedTiming.fps.contains(fps) ? fps : nil, times: times)
    }
}
