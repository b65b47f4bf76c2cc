import CardGeometry
import CardImaging

/// A text layer: the string in its style, wrapped at the layer's width onto at most its maximum
/// lines, the last ending in "…" when the text goes on; placed across the width by its alignment
/// and centred in the height, on a transparent layer.
struct TextArt {
    /// Pixels per point.
    var scale: Double
    /// Right to left, the leading edge is the right one whatever the text's script, as a
    /// `UILabel`'s natural alignment under a right-to-left locale.
    var layoutDirection = LayoutDirection.leftToRight

    /// The largest font size drawn, in pixels: four lines fit the rasteriser's largest image, and
    /// no larger than CCardText draws without enlarging.
    static let maxPixelSize = min(
        TextFit.maxTextPixels / (4 * TextPreparation.lineHeight), TextPainter.largestDrawnSize)
    /// What ends the last line of a text cut short.
    static let ellipsis = "…"

    func paint(_ text: String, style: TextStyle, width: Int, height: Int) throws -> VImage {
        let clear = try Paint.solid(.clear, width: width, height: height)
        guard let fitted = try fitted(text, style: style, width: width, height: height) else { return clear }
        return try place(
            fitted.ink, in: clear, width: width, height: height, rightToLeft: TextFit.isRightToLeft(fitted.shown), style
        )
    }

    /// What of `text` shows (ending in "…" when it was cut short) and its ink, wrapped at `width`
    /// pixels; nil when nothing would show.
    func fitted(_ text: String, style: TextStyle, width: Int, height: Int) throws -> (shown: String, ink: VImage)? {
        let pixelSize = try checkedPixelSize(text, style: style)
        // No text is drawn longer than `TextFit.maxCharacters`, so it never takes more lines than that.
        let lines = min(
            style.maxLines > 0 ? style.maxLines : try linesFitting(height, pixelSize: pixelSize, style: style),
            TextFit.maxCharacters)
        let shown = TextFit.cut(
            text, pixelSize: pixelSize, maxWidth: width,
            maxHeight: WholeNumber.clamped(Double(lines) * TextPreparation.lineHeight * pixelSize, .up))
        guard TextFit.hasInk(shown) else { return nil }
        let ink = try draw(shown, pixelSize: pixelSize, style: style, width: width)
        let overflows = try shown != text || lineCount(ink, pixelSize: pixelSize, style: style) > lines
        guard overflows else { return (shown, ink) }
        return try ellipsized(shown, lines: lines, pixelSize: pixelSize, style: style, width: width)
    }

    private func checkedPixelSize(_ text: String, style: TextStyle) throws -> Double {
        let content = LayerContent.text(text, style: style)
        guard style.fontSize.isFinite, style.fontSize > 0 else {
            throw ContentFailure(
                content, "the font size, \(NumberText.plain(style.fontSize)), is not a positive number of points")
        }
        let pixelSize = style.fontSize * scale
        guard pixelSize <= Self.maxPixelSize else {
            throw ContentFailure(
                content,
                "the font size, \(NumberText.plain(style.fontSize)) points at scale \(NumberText.plain(scale)), is more than "
                    + "\(Int(Self.maxPixelSize)) pixels"
            )
        }
        guard style.maxLines >= 0 else {
            throw ContentFailure(content, "the maximum number of lines, \(style.maxLines), is negative")
        }
        return pixelSize
    }

    private func draw(_ text: String, pixelSize: Double, style: TextStyle, width: Int) throws -> VImage {
        try TextPainter.image(
            text, pixelSize: pixelSize, color: style.color, maxWidth: width,
            alignment: alignment(style.alignment, textRightToLeft: TextFit.isRightToLeft(text)),
            weight: style.weight)
    }

    /// How the painter aligns the lines, which it measures from each paragraph's start edge (the
    /// right one in Arabic): to the layout's leading edge, or its trailing one.
    func alignment(_ alignment: TextAlignment, textRightToLeft: Bool) -> TextPainter.Alignment {
        // Right to left, a left-to-right paragraph starts at the trailing edge.
        let reversed = layoutDirection == .rightToLeft && !textRightToLeft
        switch alignment {
        case .leading: return reversed ? .end : .start
        case .center: return .centre
        case .trailing: return reversed ? .start : .end
        }
    }

    /// How tall one line is, and how far each line starts below the one before, in pixels.
    private func lineMetrics(pixelSize: Double, style: TextStyle) throws -> (first: Int, spacing: Int) {
        let first = try TextPainter.imageSize("X", pixelSize: pixelSize, weight: style.weight).height
        let two = try TextPainter.imageSize("X\nX", pixelSize: pixelSize, weight: style.weight).height
        return (first, max(1, two - first))
    }

    /// How many lines drawn text takes, from its height.
    private func lineCount(_ ink: VImage, pixelSize: Double, style: TextStyle) throws -> Int {
        let metrics = try lineMetrics(pixelSize: pixelSize, style: style)
        return max(1, WholeNumber.clamped(Double(ink.height - metrics.first) / Double(metrics.spacing)) + 1)
    }

    /// How many whole lines fit `height` pixels; at least one.
    private func linesFitting(_ height: Int, pixelSize: Double, style: TextStyle) throws -> Int {
        let metrics = try lineMetrics(pixelSize: pixelSize, style: style)
        return max(1, (height - metrics.first) / metrics.spacing + 1)
    }

    /// The longest start of `text` that, with "…" after it, takes at most `lines` lines.
    private func ellipsized(
        _ text: String, lines: Int, pixelSize: Double, style: TextStyle, width: Int
    ) throws -> (shown: String, ink: VImage) {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var start = String(characters[0..<count])
            while let last = start.last, last.isWhitespace { start.removeLast() }
            return start + Self.ellipsis
        }
        // Binary search: `low` characters fit, `high` do not. All of `text` may fit with "…" after
        // it when it was cut at a line break, so the search starts one past it.
        var low = 0, high = characters.count + 1
        var best = (candidate(0), try draw(candidate(0), pixelSize: pixelSize, style: style, width: width))
        while high - low > 1 {
            let middle = (low + high) / 2
            let shown = candidate(middle)
            let image = try draw(shown, pixelSize: pixelSize, style: style, width: width)
            if try lineCount(image, pixelSize: pixelSize, style: style) <= lines {
                low = middle
                best = (shown, image)
            } else {
                high = middle
            }
        }
        return best
    }

    /// `ink` on the transparent layer: across by the alignment (leading is the right edge in
    /// right-to-left text or layout), centred down; what overflows the layer is cut.
    private func place(
        _ ink: VImage, in clear: VImage, width: Int, height: Int, rightToLeft: Bool, _ style: TextStyle
    ) throws -> VImage {
        let shownWidth = min(ink.width, width), shownHeight = min(ink.height, height)
        let x: Int
        switch (style.alignment, rightToLeft || layoutDirection == .rightToLeft) {
        case (.leading, false), (.trailing, true): x = 0
        case (.center, _): x = (width - shownWidth) / 2
        case (.trailing, false), (.leading, true): x = width - shownWidth
        }
        let cropLeft = ink.width > width ? (rightToLeft ? ink.width - width : 0) : 0
        let shown =
            shownWidth == ink.width && shownHeight == ink.height
            ? ink : try ink.cropped(left: cropLeft, top: 0, width: shownWidth, height: shownHeight)
        return try Paint.over(clear, [(shown, x, (height - shownHeight) / 2)])
    }
}
