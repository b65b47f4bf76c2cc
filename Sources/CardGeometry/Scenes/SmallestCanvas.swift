/// A scene that knows the smallest canvas its layout holds on, from its own numbers.
public protocol CanvasBounded: Scene {
    /// The smallest canvas, in whole points, on which every layer has a size and the layout
    /// holds, whatever canvas the scene was laid out on and however many photos it has.
    var smallestCanvas: Size { get }
}

extension SideCardScene: CanvasBounded {
    /// The card inside its margins with room for its rounded corners (twice their radius each
    /// way, at least a point), and the indicator on the canvas with room to cross to the other side.
    public var smallestCanvas: Size {
        let margins = parameters.cardMargins, indicator = parameters.indicatorSize
        let card = max(2 * parameters.cardCornerRadius, 1)
        return Size(
            width: SceneReach.wholePoints(
                max(margins.left + margins.right + card, 2 * parameters.indicatorShift + indicator.width + 1)),
            height: SceneReach.wholePoints(
                max(margins.top + margins.bottom + card, parameters.indicatorBottom + indicator.height)))
    }
}

extension SheetScene: CanvasBounded {
    /// The sheet's rounded corners within its width, and its highest notch tall enough for the
    /// grabber's strip and a whole row (or, with a fixed available height, on the canvas).
    public var smallestCanvas: Size {
        let highest = parameters.notches.max() ?? 0
        let height: Double
        if let available = parameters.availableHeight {
            height = highest * available
        } else {
            height = highest > 0 ? (Self.headerHeight + parameters.rowHeight) / highest : 0
        }
        return Size(width: SceneReach.wholePoints(2 * parameters.cornerRadius), height: SceneReach.wholePoints(height))
    }
}

extension DeckScene: CanvasBounded {
    /// Every card of the stack on the canvas.
    public var smallestCanvas: Size {
        canvasHoldingStack(of: parameters.visibleCards)
    }
}

extension LibraryDeckScene: CanvasBounded {
    /// Every card of the stack on the canvas.
    public var smallestCanvas: Size {
        canvasHoldingStack(of: parameters.visibleCards)
    }
}

extension SwiftUIDeckScene: CanvasBounded {
    /// The cards span the canvas less its padding: wide enough that the card at the back is a
    /// point wide; and every card on the canvas from top to bottom.
    public var smallestCanvas: Size {
        let narrowing = parameters.widthStep * Double(max(parameters.visibleCards - 1, 0))
        return Size(
            width: SceneReach.wholePoints(2 * parameters.padding + max(narrowing, 0) + 1),
            height: canvasHoldingStack(of: parameters.visibleCards).height)
    }
}

extension PhotoStackScene: CanvasBounded {
    /// Every photo of the pile on the canvas (untilted), and the show-all grid's columns side by side.
    public var smallestCanvas: Size {
        let pile = PhotoStackScene(photoCount: parameters.visiblePhotos, seed: 0, parameters: parameters)
        let reach = SceneReach(pile.still()).canvas(zoom: 1, margin: 0)
        let grid = Double(parameters.gridColumns) * parameters.gridCell
        return Size(width: max(reach.width, SceneReach.wholePoints(grid)), height: reach.height)
    }
}
