import CardGeometry
import Synchronization

/// What `SceneChecks` found in a scene, by the scene, the section and the parameters it was
/// built from (the scene's own sections and the shared settings: all a scene reads). A file
/// leaves most scenes' sections as they were, so their scenes need not be built and walked
/// again for each file. Holds at most `capacity` answers, and starts again when full.
final class SceneCheckCache: Sendable {
    struct Key: Hashable, Sendable {
        var scene: String
        var section: String
        var parameters: SceneParameters
    }

    static let capacity = 512
    private let found = Mutex<[Key: ParameterChecks.Problem?]>([:])

    /// The problem at `key`: `find`'s answer, remembered.
    func problem(_ key: Key, _ find: () -> ParameterChecks.Problem?) -> ParameterChecks.Problem? {
        if let known = found.withLock({ $0[key] }) { return known }
        let problem = find()
        found.withLock { found in
            if found.count >= Self.capacity { found.removeAll(keepingCapacity: true) }
            found[key] = problem
        }
        return problem
    }

    /// How many answers it holds.
    var count: Int { found.withLock { $0.count } }
}
