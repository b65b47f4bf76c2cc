import ArgumentParser
import CardGeometry

/// A command line spelled from parsed options, for a command the run prints: each option given
/// (or, for one with a default, set to another value) as `--name value`, the value as the parser
/// reads it back.
struct CommandWords {
    private(set) var words: [String]

    init(_ words: [String] = []) {
        self.words = words
    }

    mutating func option(_ name: String, _ value: (some ExpressibleByArgument)?) {
        if let value { words += [name, value.defaultValueDescription] }
    }

    mutating func option(_ name: String, _ value: Double?) {
        if let value { words += [name, NumberText.plain(value)] }
    }

    mutating func option<Value: ExpressibleByArgument>(_ name: String, _ value: Value, default: Value) {
        if value.defaultValueDescription != `default`.defaultValueDescription {
            words += [name, value.defaultValueDescription]
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
        for value in values { words += [name, value] }
    }
}
