import ArgumentParser

/// `cardrender golden`: work on a golden folder itself, apart from a render.
struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work on a golden folder: convert its animations between frame files and APNGs.",
        subcommands: [GoldenConvert.self]
    )
}
