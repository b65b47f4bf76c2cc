/// Tells a difference caused by anti-aliasing (an edge drawn a fraction of a pixel elsewhere)
/// from a real change, the way pixelmatch does after V. Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009).
///
/// A pixel of an image looks anti-aliased when, among its (up to 8) neighbours, at most two have
/// its own brightness, at least one is darker and at least one is brighter — it sits on a
/// slope — and the darkest or the brightest of those neighbours lies inside a flat area in both
/// images: it has three or more identical neighbours in each (a pixel on the image's border
/// counts its missing side as one of those). An edge that moved by a pixel changes only such
/// in-between pixels; a real change has no flat area on one side in one of the images.
enum AntialiasDetector {
    /// True when the pixel at (x, y) of `image` looks anti-aliased relative to `other`.
    static func isAntialiased(_ image: PixelView, _ x: Int, _ y: Int, other: PixelView) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let centre = y * image.width + x
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        // Brightness of the pixel minus that of a neighbour: the most negative is the brightest
        // neighbour, the most positive the darkest.
        var lowest = 0.0, highest = 0.0
        var brightestAt = 0, darkestAt = 0

        // Column by column, as pixelmatch scans: where two neighbours tie as the darkest or the
        // brightest, the first one met is the one tested, so the order decides the count.
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                let neighbour = ny * image.width + nx
                let delta =
                    image.words[centre] == image.words[neighbour]
                    ? 0 : YIQColor.brightnessDelta(image.bytes, centre, image.bytes, neighbour)
                if delta == 0 {
                    equal += 1
                    // Three or more neighbours as bright as the pixel: it is in a flat area.
                    if equal > 2 { return false }
                } else if delta < lowest {
                    lowest = delta
                    brightestAt = neighbour
                } else if delta > highest {
                    highest = delta
                    darkestAt = neighbour
                }
            }
        }
        // Not on a slope: no brighter neighbour or no darker one.
        if lowest == 0 || highest == 0 { return false }
        return (hasManyEqualNeighbours(image, darkestAt) && hasManyEqualNeighbours(other, darkestAt))
            || (hasManyEqualNeighbours(image, brightestAt) && hasManyEqualNeighbours(other, brightestAt))
    }

    /// True when the pixel has three or more neighbours of exactly its colour (its missing side
    /// counting as one on the border).
    static func hasManyEqualNeighbours(_ image: PixelView, _ index: Int) -> Bool {
        let x = index % image.width, y = index / image.width
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let colour = image.words[index]
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if image.words[ny * image.width + nx] == colour {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
