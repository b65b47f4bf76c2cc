import CardFoundation
import Foundation

/// The order photos take in the scenes (the first is the deck's top card): by file name (natural
/// order, the default), by modification time, by the date in their EXIF, or as a list file names them.
public enum PhotoOrder: Sendable, Equatable {
    case name
    /// Oldest first; equal times keep name order.
    case modificationTime
    /// By EXIF DateTimeOriginal, oldest first; equal dates keep name order, and photos without a
    /// date follow the dated ones in name order.
    case exifDate
    /// File names, one per line, in the order wanted; photos the list does not name follow in
    /// name order.
    case list([String])

    /// Why an order file cannot be used.
    public enum Problem: Error, Sendable, CustomStringConvertible {
        /// Larger than 1 MiB.
        case tooLarge(path: String)
        case unreadable(path: String, any Error)
        case notUTF8(path: String)
        /// A name listed a second time, on `line` (from 1).
        case listedTwice(path: String, line: Int, name: String)
        /// More than 100,000 names.
        case tooManyNames(path: String)

        /// The problem in one line, naming the order file.
        public var description: String {
            switch self {
            case let .tooLarge(path): "\(path): larger than 1 MiB"
            case let .unreadable(path, error): "\(path): \(error)"
            case let .notUTF8(path): "\(path): not UTF-8 text"
            case let .listedTwice(path, line, name): "\(path):\(line): \"\(UserText.cut(name))\" is listed twice"
            case let .tooManyNames(path): "\(path): more than 100000 names"
            }
        }
    }

    /// An order file: one file name per line; blank lines and lines starting with `#` are skipped.
    /// At most 1 MiB and 100,000 names.
    public static func list(file path: String) throws -> PhotoOrder {
        let data: Data
        do {
            let file = try InputFile.open(path)
            guard file.size <= 1 << 20 else { throw Problem.tooLarge(path: path) }
            data = Data(try file.readAll())
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem.unreadable(path: path, error)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Problem.notUTF8(path: path) }
        var names: [String] = [], seen = Set<String>()
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard seen.insert(line).inserted else {
                throw Problem.listedTwice(path: path, line: number + 1, name: line)
            }
            names.append(line)
            guard names.count <= 100_000 else { throw Problem.tooManyNames(path: path) }
        }
        return .list(names)
    }
}

/// What a card shows of its photo's name: nothing, the name line only, or the name line and the
/// caption (when the captions give one).
public enum CardLabels: String, Sendable, CaseIterable {
    case none, name, caption
}
