import ArgumentParser
import CardSettings

/// `--png-compression 0…9|fast`.
struct PNGCompressionArgument: ExpressibleByArgument, CustomStringConvertible {
    var compression: PNGCompression

    init(_ compression: PNGCompression) {
        self.compression = compression
    }

    init?(argument: String) {
        guard let compression = PNGCompression(argument) else { return nil }
        self.compression = compression
    }

    var description: String { compression.description }
    var defaultValueDescription: String { compression.description }

    /// Shells complete these.
    static var allValueStrings: [String] { PNGCompression.all.map(\.description) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
