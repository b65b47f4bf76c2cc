import ArgumentParser
import CardFormats

/// `cardrender`: the command tree. Without a subcommand it renders (`Render`); the others plan,
/// compare, merge, write starting files and make mockups. It has no options of its own but
/// `--version` and `--help`: each subcommand declares the options it takes.
struct CardRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardrender",
        abstract:
            "Render iOS card interfaces (swipe decks, photo stacks, sheets) from a folder of photos as PNG stills, animation frames and contact sheets.",
        usage: """
            cardrender -i <dir> -o <dir> [<options>]
            cardrender <subcommand> [<options>]
            """,
        discussion: """
            `render` is the default subcommand: `cardrender -i photos/ -o frames/` is \
            `cardrender render -i photos/ -o frames/`. `cardrender help render` lists the options of \
            rendering, with its exit status; `cardrender help SUBCOMMAND` those of the others.
            """,
        version: CardRenderVersion.string,
        subcommands: [Render.self, Plan.self, Diff.self, Merge.self, Golden.self, Init.self, Mockup.self],
        defaultSubcommand: Render.self
    )
}
