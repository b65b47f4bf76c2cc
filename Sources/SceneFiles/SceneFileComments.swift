import CardGeometry
/// The comments `cardrender init` writes at the top, above the settings every scene shares and
/// beside parameters whose meaning or unit is not plain from the name. Each scene's section has
/// its own comment in its `SceneSection`.
enum SceneFileComments {
    static let header = """
        # cardrender scene file: every parameter of every scene, at its default.
        # A run reads it as its scene file; a canvas size, deck preset or stamps setting given
        # with the run wins over it. Delete what you do not change: a missing key keeps its default.
        #
        # Units: points (the renderer multiplies by the scale), seconds, radians unless a key says
        # degrees. Colours: "#RRGGBB", "#RRGGBBAA" or {red, green, blue, alpha} from 0 to 1.
        # Curves: linear, easeIn, easeOut, easeInEaseOut, default, or [x1, y1, x2, y2].
        # Springs: {mass, stiffness, damping, initialVelocity} (k = (2π/response)², c = 4π·ζ/response).
        """

    /// Above the settings every scene shares, by key.
    static let sections: [String: String] = [
        "preset":
            "Which library's deck the `deck` scene reproduces: uikit (Exploring Swift's UIKit deck, the `deck:` section), koloda or shuffle (their sections).",
        "layout-direction":
            "ltr, or rtl to lay every scene out as iOS does for Arabic or Hebrew: labels, captions, the sheet's rows and the stamps mirrored; gestures as they are."
    ]

    static let keys: [String: String] = [
        "canvas": "a canvas size given with the run overrides it",
        "containerLift": "how far the stack's centre sits above the canvas centre",
        "lift": "how far the top card's centre sits above the canvas centre",
        "horizontalInset": "a card at depth i is 2·i·this narrower",
        "verticalInset": "… and i·this lower",
        "exitRightThreshold": "release with the card centre (container x) beyond this: exit right",
        "exitLeftThreshold": "… below this: exit left (asymmetric in the seed)",
        "exitOffset": "an exiting card moves by (±x, y) while fading",
        "stamps": "LIKE / NOPE stamps (the stamps setting turns them on)",
        "inset": "from the card's top edge (y) and side edge (x)",
        "rotationDegrees": "rotation = this · tx / w, about the bottom centre",
        "removalThreshold": "|tx| / w above this removes the card",
        "layoutSpring": "SwiftUI .spring(): response 0.55, damping fraction 0.825",
        "returnSpring": "SwiftUI .interactiveSpring(): response 0.15, damping fraction 0.86",
        "rotationOffset": "tilts are whole degrees −this + uniform(0 ..< 2·this − 1)",
        "flickVelocity": "pt/s: a faster release flicks the photo away",
        "notches": "fractions of the available height: minimum, medium, maximum",
        "availableHeight": "null: the canvas height",
        "gridSpacing": "cells fill the width this far apart; null: the article's gridCell grid",
        "gridTop": "the grid starts this far down (a status bar); null: at the top",
        "velocityProjection": "target notch nearest height − this · velocity",
        "backgroundScale": "cards behind are scaled by this^depth",
        "backgroundAnchorY": "… about this unit y of the card (1: bottom edge, 0.5: centre)",
        "backgroundStep": "… and moved this far down per depth",
        "maxRotation": "radians at full strength (π/10)",
        "rotationBasis": "cardWidth or canvasWidth: what |tx| is divided by",
        "thresholdBasis": "cardWidth or canvasMinimum: what thresholdFraction is of",
        "swipeVelocity": "pt/s; null: distance only",
        "exitDistance": "null: the larger canvas side",
        "exitRotation": "radians; null: keep the tilt",
        "resetDamping": "a UIKit spring of this damping; null: resetCurve",
        "completionSpeed": "display-link speed multiplier",
        "completionThreshold": "released beyond this progress the transition completes"
    ]
}
