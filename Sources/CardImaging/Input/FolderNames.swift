import Glibc

/// The names in a folder as readdir gives them: bytes, not necessarily UTF-8 (Foundation's
/// listing turns such a name into one that does not exist).
enum FolderNames {
    struct Failure: Error {
        var code: Int32
    }

    /// Every name but `.` and `..`, unsorted.
    static func list(_ folder: String) throws(Failure) -> [[UInt8]] {
        guard let directory = opendir(folder) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
    }
}
