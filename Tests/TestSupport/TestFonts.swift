import Foundation

/// A small TrueType font written table by table, for tests of what a font file may cost to read
/// and draw: its em, composite glyphs nested or repeated, glyphs of many points or of any size,
/// line metrics and kerning, all set by the test rather than committed as blobs.
package struct TestFont {
    /// A glyph's outline.
    package enum Outline {
        /// No outline (a space).
        case empty
        /// Contours of points (x, y, on the curve) in font units.
        case contours([[(x: Int, y: Int, onCurve: Bool)]])
        /// One contour of `count` on-curve points all at (0, 0): many points in a few bytes.
        case repeatedPoint(count: Int)
        /// Other glyphs, each moved by (dx, dy) font units.
        case composite([(glyph: Int, dx: Int, dy: Int)])
    }

    /// One glyph: its outline and advance, in font units.
    package struct Glyph {
        package var outline: Outline
        package var advance: Int

        package init(_ outline: Outline, advance: Int) {
            self.outline = outline
            self.advance = advance
        }
    }

    package var unitsPerEm: Int
    package var ascender: Int
    package var descender: Int
    /// Glyph 0 is the missing glyph.
    package var glyphs: [Glyph]
    /// Which glyph each character maps to.
    package var characters: [UInt32: Int]
    /// Kerning pairs (left glyph, right glyph, font units), as a legacy `kern` table.
    package var kerning: [(left: Int, right: Int, value: Int)] = []

    package init(unitsPerEm: Int, ascender: Int? = nil, descender: Int? = nil) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender ?? unitsPerEm * 8 / 10
        self.descender = descender ?? -unitsPerEm / 5
        self.glyphs = [Glyph(.empty, advance: unitsPerEm / 2)]
        self.characters = [:]
    }

    /// A rectangle from (x0, y0) to (x1, y1), in font units.
    package static func box(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Outline {
        .contours([[(x0, y0, true), (x0, y1, true), (x1, y1, true), (x1, y0, true)]])
    }

    /// Adds a glyph and returns its number; `character` maps to it when given.
    @discardableResult
    package mutating func add(_ outline: Outline, advance: Int, for character: Character? = nil) -> Int {
        glyphs.append(Glyph(outline, advance: advance))
        if let character { for scalar in character.unicodeScalars { characters[scalar.value] = glyphs.count - 1 } }
        return glyphs.count - 1
    }

    /// The font file's bytes.
    package func bytes() -> [UInt8] {
        var glyf: [UInt8] = [], loca: [UInt8] = []
        var maxPoints = 0, maxContours = 0, maxComponents = 0
        for glyph in glyphs {
            loca += Self.u32(glyf.count)
            let (data, points, contours, components) = Self.encode(glyph.outline)
            glyf += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            maxPoints = max(maxPoints, points)
            maxContours = max(maxContours, contours)
            maxComponents = max(maxComponents, components)
        }
        loca += Self.u32(glyf.count)
        let count = glyphs.count
        let widest = glyphs.map(\.advance).max() ?? 0
        var head = Self.u32(0x0001_0000) + Self.u32(0x0001_0000) + Self.u32(0) + Self.u32(0x5F0F_3CF5)
        head += Self.u16(0) + Self.u16(unitsPerEm) + [UInt8](repeating: 0, count: 16)
        head += Self.i16(0) + Self.i16(descender) + Self.i16(unitsPerEm) + Self.i16(ascender)
        head += Self.u16(0) + Self.u16(8) + Self.i16(2) + Self.i16(1) + Self.i16(0)
        var hhea = Self.u32(0x0001_0000) + Self.i16(ascender) + Self.i16(descender) + Self.i16(0)
        hhea += Self.u16(min(widest, 0xFFFF)) + Self.i16(0) + Self.i16(0) + Self.i16(0) + Self.i16(1) + Self.i16(0)
        hhea += Self.i16(0) + [UInt8](repeating: 0, count: 8) + Self.i16(0) + Self.u16(count)
        var maxp = Self.u32(0x0001_0000) + Self.u16(count) + Self.u16(min(maxPoints, 0xFFFF))
        maxp += Self.u16(maxContours) + Self.u16(min(maxPoints, 0xFFFF)) + Self.u16(maxContours) + Self.u16(1)
        maxp += [UInt8](repeating: 0, count: 12) + Self.u16(maxComponents) + Self.u16(maxComponents > 0 ? 1 : 0)
        let hmtx = glyphs.flatMap { Self.u16(min($0.advance, 0xFFFF)) + Self.i16(0) }
        // A format 12 map: one group for each character.
        let groups = characters.sorted { $0.key < $1.key }
        var map = Self.u16(12) + Self.u16(0) + Self.u32(16 + 12 * groups.count) + Self.u32(0) + Self.u32(groups.count)
        for (character, glyph) in groups {
            map += Self.u32(Int(character)) + Self.u32(Int(character)) + Self.u32(glyph)
        }
        let cmap = Self.u16(0) + Self.u16(1) + Self.u16(3) + Self.u16(10) + Self.u32(12) + map
        let post = Self.u32(0x0003_0000) + [UInt8](repeating: 0, count: 28)
        var tables: [(String, [UInt8])] = [
            ("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("loca", loca),
            ("maxp", maxp), ("post", post)
        ]
        if !kerning.isEmpty {
            let pairs = kerning.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
            var subtable = Self.u16(pairs.count) + Self.u16(6) + Self.u16(0) + Self.u16(max(0, pairs.count * 6 - 6))
            for pair in pairs { subtable += Self.u16(pair.left) + Self.u16(pair.right) + Self.i16(pair.value) }
            let kern = Self.u16(0) + Self.u16(1) + Self.u16(0) + Self.u16(6 + subtable.count) + Self.u16(1) + subtable
            tables.append(("kern", kern))
        }
        tables.sort { $0.0 < $1.0 }
        var font = Self.u32(0x0001_0000) + Self.u16(tables.count) + Self.u16(0) + Self.u16(0) + Self.u16(0)
        let offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            font += Array(tag.utf8) + Self.u32(0) + Self.u32(offset + body.count) + Self.u32(data.count)
            body += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
        }
        return font + body
    }

    /// Writes the font to `path`.
    package func write(to path: String) throws {
        try Data(bytes()).write(to: URL(fileURLWithPath: path))
    }

    /// A glyph's bytes in the glyf table, its points, contours and components.
    private static func encode(_ outline: Outline) -> ([UInt8], Int, Int, Int) {
        switch outline {
        case .empty:
            return ([], 0, 0, 0)
        case let .contours(contours):
            let points = contours.flatMap { $0 }
            guard !points.isEmpty else { return ([], 0, 0, 0) }
            var data = i16(contours.count)
            data += i16(points.map(\.x).min()!) + i16(points.map(\.y).min()!)
            data += i16(points.map(\.x).max()!) + i16(points.map(\.y).max()!)
            var end = -1
            for contour in contours {
                end += contour.count
                data += u16(end)
            }
            data += u16(0)  // no instructions
            data += points.map { $0.onCurve ? 1 : 0 }
            var x = 0, y = 0
            for point in points {
                data += i16(point.x - x)
                x = point.x
            }
            for point in points {
                data += i16(point.y - y)
                y = point.y
            }
            return (data, points.count, contours.count, 0)
        case let .repeatedPoint(count):
            var data = i16(1) + i16(0) + i16(0) + i16(0) + i16(0) + u16(count - 1) + u16(0)
            // On the curve, x and y the same as before (0x31), repeated 255 times at most a flag.
            var left = count
            while left > 0 {
                let run = min(left, 256)
                data += run > 1 ? [0x39, UInt8(run - 1)] : [0x31]
                left -= run
            }
            return (data, count, 1, 0)
        case let .composite(parts):
            var data = i16(-1) + i16(0) + i16(0) + i16(0) + i16(0)
            for (index, part) in parts.enumerated() {
                // Word arguments, as x and y offsets; more follow but after the last.
                let flags = 0x0001 | 0x0002 | (index < parts.count - 1 ? 0x0020 : 0)
                data += u16(flags) + u16(part.glyph) + i16(part.dx) + i16(part.dy)
            }
            return (data, 0, 0, parts.count)
        }
    }

    private static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    private static func i16(_ v: Int) -> [UInt8] { u16(Int(UInt16(bitPattern: Int16(clamping: v)))) }
    private static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
}

extension TestFont {
    /// A font whose glyphs are boxes, one for each letter of `letters`, `advance` wide.
    package static func boxes(
        _ letters: String, unitsPerEm: Int = 1000, advance: Int? = nil, ascender: Int? = nil, descender: Int? = nil
    ) -> TestFont {
        var font = TestFont(unitsPerEm: unitsPerEm, ascender: ascender, descender: descender)
        let width = advance ?? unitsPerEm * 6 / 10
        for letter in letters {
            font.add(box(width / 10, 0, width * 9 / 10, unitsPerEm * 7 / 10), advance: width, for: letter)
        }
        return font
    }

    /// Composite glyphs `depth` deep, each drawn from `fanOut` copies of the one below, over an
    /// empty glyph: `fanOut` to the power `depth` components for FreeType to follow, in a few
    /// hundred bytes. "A" maps to the top one.
    package static func nestedComposites(depth: Int, fanOut: Int) -> TestFont {
        var font = TestFont(unitsPerEm: 1000)
        var below = font.add(.empty, advance: 500)
        for _ in 0..<depth {
            below = font.add(.composite(Array(repeating: (glyph: below, dx: 0, dy: 0), count: fanOut)), advance: 500)
        }
        font.characters[0x41] = below
        return font
    }

    /// The most a font may cost and still be read: an em of 16 units; "A" an outline reaching
    /// `FontFile.maxGlyphEms`-worth of units up, down and right of its origin with as many points
    /// as a glyph may have, and as wide an advance; the ascender and descender as far from the
    /// baseline as allowed.
    package static func atTheLimits(ems: Int, lineEms: Int, points: Int) -> TestFont {
        let em = 16, reach = ems * em
        var font = TestFont(unitsPerEm: em, ascender: lineEms * em, descender: -lineEms * em)
        // A zigzag of `points` on-curve points between the far corners: every edge crosses the glyph.
        var contour: [(x: Int, y: Int, onCurve: Bool)] = []
        for i in 0..<points {
            let x = i * reach / max(1, points - 1)
            contour.append((x, i % 2 == 0 ? reach : -reach, true))
        }
        font.add(.contours([contour]), advance: reach, for: "A")
        return font
    }
}
