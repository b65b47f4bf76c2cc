/// The file name extensions shells offer for the files cardrender reads.
enum SceneFileCompletion {
    /// Scene files, mockup set files and `cardrender init`'s output: YAML or JSON.
    static let extensions = ["yaml", "yml", "json"]
}
