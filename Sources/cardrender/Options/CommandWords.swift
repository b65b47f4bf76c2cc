import ArgumentParser
import CardGeometry

/// A command line spelled from parsed options, for a command the run prints: each option given
/// (or, for one with a default, set to another value) as `--name value`, the value as the parser
/// reads it back. A value that starts with a dash is written `--name=value`: as a word of its own
/// the parser would take it for an option, and `--out -out` would lose its value.
struct CommandWords {
    private(set) var words: [String]

    init(_ words: [String] = []) {
        self.words = words
    }

    /// A path given as an argument of its own: one that starts with a dash is written `./-name`,
    /// the same file, so that the parser does not take it for an option.
    static func argument(path: String) -> String {
        path.hasPrefix("-") ? "./" + path : path
    }

    private mutating func append(_ name: String, _ value: String) {
        words += value.hasPrefix("-") ? ["\(name)=\(value)"] : [name, value]
    }

    mutating func option(_ name: String, _ value: (some ExpressibleByArgument)?) {
        if let value { append(name, value.defaultValueDescription) }
    }

    mutating func option(_ name: String, _ value: Double?) {
        if let value { append(name, NumberText.plain(value)) }
    }

    mutating func option<Value: ExpressibleByArgument>(_ name: String, _ value: Value, default: Value) {
        if value.defaultValueDescription != `default`.defaultValueDescription {
            append(name, value.defaultValueDescription)
        }
    }

    mutating func option(_ name: String, _ value: Double, default: Double) {
        if value != `default` { option(name, value) }
    }

    mutating func flag(_ name: String, _ isSet: Bool) {
        if isSet { words.append(name) }
    }

    /// A repeatable option, once for each value.
    mutating func each(_ name: String, _ values: [String]) {
        for value in values { append(name, value) }
    }
}
