import ArgumentParser

/// `--backdrop`: the photo behind the sheet and the side card. Taken by rendering,
/// `cardrender plan` and `cardrender mockup`.
struct BackdropOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The photo behind the sheet and the side card (the map, the camera's view), by file name in --input (`map.jpg` or `map`). Default: the first photo in --order; the side card then shows the first other photo.",
            valueName: "name"))
    var backdrop: String?
}
