/// The comments of the files `cardrender init` writes that name cardrender's options.
enum InitFileText {
    static let sceneFileHeader = """
        # cardrender scene file: every parameter of every scene, at its default.
        # Use it with `cardrender --scene-file FILE`; options on the command line (--size, --preset,
        # --stamps) win over it. Delete what you do not change: a missing key keeps its default.
        #
        # Units: points (the renderer multiplies by --scale), seconds, radians unless a key says
        # degrees. Colours: "#RRGGBB", "#RRGGBBAA" or {red, green, blue, alpha} from 0 to 1.
        # Curves: linear, easeIn, easeOut, easeInEaseOut, default, accelerate, decelerate, or [x1, y1, x2, y2].
        # Springs: {mass, stiffness, damping, initialVelocity} (k = (2π/response)², c = 4π·ζ/response).
        """

    static let sceneFileKeyNotes = [
        "canvas": "--size overrides it",
        "stamps": "LIKE / NOPE stamps (--stamps turns them on)"
    ]

    static let mockupSetUsage = "cardrender mockup --config THIS_FILE -i photos -o mockups"
    static let mockupSetCaptionsLike = "--captions"
}
