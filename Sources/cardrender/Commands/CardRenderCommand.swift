import ArgumentParser
import CardRender

struct CardRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardrender",
        abstract: "Render iOS card interfaces (swipe decks, photo stacks, sheets) from a folder of photos as PNG stills, frames and contact sheets.",
        discussion: """
            With no subcommand, cardrender renders: `cardrender --input photos/ --out frames/`.

            EXIT STATUS
              0  everything rendered
              1  rendered, but some input files could not be used (each is named on stderr)
              2  usage error, or nothing could be rendered (no photos, output not writable)
            """,
        version: CardRenderVersion.string,
        subcommands: [Render.self],
        defaultSubcommand: Render.self
    )
}
