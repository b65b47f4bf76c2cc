/// A problem with the content of a file the user gave (a scene file, a captions file, an order
/// file), not with the command line: printed as `cardrender: …` without the usage block that
/// follows a mistyped option, exit status 2.
struct ContentError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
