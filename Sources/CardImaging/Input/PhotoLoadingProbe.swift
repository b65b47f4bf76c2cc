import CardSettings
/// The whole loading path for one file, as the renderer runs it (classify, check the header,
/// decode), for fuzzing and diagnostics: nil when the photo loads, else the reported issue.
package enum PhotoLoadingProbe {
    package static func load(
        path: String, limit: PixelLimit = PixelLimit(), cover: (width: Int, height: Int) = (64, 64)
    ) -> InputIssue? {
        do {
            try VipsRuntime.start()
        } catch {
            return InputIssue(path: path, reason: "\(error)", severity: .failed)
        }
        switch PhotoFolder.classify(path) {
        case let .issue(issue):
            return issue
        case .photo:
            do {
                _ = try PhotoDecoder.decode(PhotoFile(path: path), cover: cover, limit: limit)
                return nil
            } catch let issue as InputIssue {
                return issue
            } catch {
                return InputIssue(path: path, reason: "\(error)", severity: .failed)
            }
        }
    }
}
