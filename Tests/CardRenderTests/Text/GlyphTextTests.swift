import CCardText
import CardGeometry
@testable import CardImaging
import Foundation
import Testing

/// Text laid out and drawn by cardrender itself: fonts chosen among the shipped ones, shaping and bidi by libraqm, line breaks by Unicode's rules, the same bytes every time.
@Suite struct GlyphTextTests {
    @Test func aGlyphDrawnTwiceIsTheSameBytes() throws {
        let first = try GlyphText.mask("Astronaut, 42", pixelSize: 34)
        #expect(first.width > 100 && first.height > 20 && first.channels == 1)
        #expect(first.pixels.contains(255) && first.pixels.contains(0))
        #expect(try GlyphText.mask("Astronaut, 42", pixelSize: 34) == first)
        // A different size is different ink.
        #expect(try GlyphText.mask("Astronaut, 42", pixelSize: 34.5) != first)
    }

    @Test func aColourThatIsNotANumberDrawsItsChannelAsZero() throws {
        let nan = try GlyphText.image("Hello", pixelSize: 18, color: Color(red: .nan, green: 0.4, blue: .nan))
        let zero = try GlyphText.image("Hello", pixelSize: 18, color: Color(red: 0, green: 0.4, blue: 0))
        #expect(nan == zero)
    }

    @Test func manyThreadsDrawTheSameBytesAsOne() async throws {
        let texts = ["Hello, world", "مرحبا بالعالم", "喜欢摄影", "커피 없이는", "😀 Party 🎉", "Ἵππος"]
        let alone = try texts.map {
            try GlyphText.image($0, pixelSize: 18, color: Color(red: 0.2, green: 0.4, blue: 0.9))
        }
        let together = try await withThrowingTaskGroup(of: (Int, GlyphText.Drawing).self) { group in
            for round in 0..<4 {
                for (i, text) in texts.enumerated() {
                    group.addTask {
                        (i, try GlyphText.image(text, pixelSize: 18, color: Color(red: 0.2, green: 0.4, blue: 0.9)))
                    }
                    _ = round
                }
            }
            var drawn: [(Int, GlyphText.Drawing)] = []
            for try await result in group { drawn.append(result) }
            return drawn
        }
        #expect(together.count == texts.count * 4)
        for (i, drawing) in together { #expect(drawing == alone[i], "\(texts[i])") }
    }

    @Test func fallbackFollowsTheShippedFontsOrder() throws {
        #expect(try GlyphText.font(for: "A") == .interSemiBold)
        #expect(try GlyphText.font(for: "A", weight: .bold) == .interBold)
        #expect(try GlyphText.font(for: "Ω") == .interSemiBold)
        #expect(try GlyphText.font(for: "ب") == .notoSansArabic)
        #expect(try GlyphText.font(for: "明") == .droidSansFallback)
        #expect(try GlyphText.font(for: "さ") == .droidSansFallback)
        // Droid Sans Fallback has 가 and comes first; Hangul syllables come from NanumSquare alone.
        #expect(try GlyphText.font(for: "가") == .nanumSquare)
        #expect(try GlyphText.font(for: "ㅋ") == .nanumSquare)
        #expect(try GlyphText.font(for: "😀") == .notoColorEmoji)
        // Private use: Inter has U+E000 (a glyph of its own), none has U+E001.
        #expect(try GlyphText.font(for: "\u{E000}") == .interSemiBold)
        #expect(try GlyphText.font(for: "\u{E001}") == nil)
        // A space keeps the font of the Arabic before it.
        #expect(try GlyphText.font(for: " ", after: "ب") == .notoSansArabic)
    }

    @Test func arabicLettersJoin() throws {
        // Joined, a letter takes another form (another glyph) than standing alone.
        let alone = try GlyphText.layout("ب", pixelSize: 30)
        let joined = try GlyphText.layout("ببب", pixelSize: 30)
        #expect(alone.count == 1 && joined.count == 3)
        #expect(joined.allSatisfy { $0.font == .notoSansArabic })
        #expect(Set(joined.map(\.glyph)).count == 3, "initial, medial and final forms")
        #expect(!joined.contains { $0.glyph == alone[0].glyph })
    }

    @Test func rightToLeftRunsAreOrderedRightToLeftAmongLatin() throws {
        // Logical order: "abc " then three Hebrew letters then " xyz". Visually the Hebrew letters
        // run right to left: the last of them (index 6) is leftmost.
        let hebrew = try GlyphText.layout("abc \u{05D0}\u{05D1}\u{05D2} xyz", pixelSize: 20)
        let clusters = hebrew.map(\.cluster)
        #expect(Array(clusters.prefix(4)) == [0, 1, 2, 3])
        #expect(Array(clusters.dropFirst(4).prefix(3)) == [6, 5, 4])
        #expect(hebrew.map(\.x64) == hebrew.map(\.x64).sorted())
        // An Arabic paragraph with a Latin word: the paragraph runs right to left, the word left to right.
        let arabic = try GlyphText.layout("مرحبا ABC", pixelSize: 20)
        let latin = arabic.filter { $0.font == .interSemiBold && $0.cluster >= 6 }.map(\.cluster)
        #expect(latin == [6, 7, 8])
        let firstArabic = try #require(arabic.first { $0.cluster == 0 })
        let lastLatin = try #require(arabic.first { $0.cluster == 8 })
        #expect(firstArabic.x64 > lastLatin.x64, "the Arabic word starts the line at its right")
    }

    @Test func scriptsComeFromTheirFonts() throws {
        let glyphs = try GlyphText.layout("Ab 小明 가요 😀", pixelSize: 20)
        func font(of cluster: Int) -> GlyphText.ShippedFont? { glyphs.first { $0.cluster == cluster }?.font }
        #expect(font(of: 0) == .interSemiBold)
        #expect(font(of: 3) == .droidSansFallback)
        // "가요" is drawn with a word joiner between its syllables (index 7); the syllables are NanumSquare's.
        #expect(font(of: 6) == .nanumSquare && font(of: 8) == .nanumSquare)
        #expect(font(of: 10) == .notoColorEmoji)
    }

    @Test func emojiAreInColourAndScaledToTheSize() throws {
        let small = try GlyphText.image("😀", pixelSize: 17, color: Color(red: 0, green: 0, blue: 0))
        let large = try GlyphText.image("😀", pixelSize: 34, color: Color(red: 0, green: 0, blue: 0))
        #expect(small.channels == 4)
        // About the em square: 136 x 128 bitmap pixels at 109 per em.
        #expect((40...44).contains(large.width) && (38...42).contains(large.height), "\(large.width)x\(large.height)")
        #expect(abs(large.width - 2 * small.width) <= 1)
        // Coloured (yellow) pixels, not the black the text is drawn in.
        let pixels: [UInt8] = large.pixels
        let yellow = stride(from: 0, to: pixels.count, by: 4).contains { (i: Int) -> Bool in
            let opaque: Bool = pixels[i + 3] == 255
            let red: Bool = pixels[i] > 200
            let green: Bool = pixels[i + 1] > 150
            let blue: Bool = pixels[i + 2] < 100
            return opaque && red && green && blue
        }
        #expect(yellow)
        // In a mask the emoji is its silhouette.
        let mask = try GlyphText.mask("😀", pixelSize: 34)
        #expect(mask.width == large.width && mask.pixels.filter { $0 == 255 }.count > 600)
    }

    @Test func aLongCaptionWrapsAtWordBoundaries() throws {
        let caption = "First woman to pilot the Space Shuttle. Into long walks, freeze-dried ice cream and sunrises."
        let glyphs = try GlyphText.layout(caption, pixelSize: 18, maxWidth: 200)
        let lines = Dictionary(grouping: glyphs, by: \.line)
        #expect(lines.count >= 3)
        let scalars = Array(caption.unicodeScalars)
        for (line, placed) in lines where line > 0 {
            // Each wrapped line starts a word: after a space or the hyphen of "freeze-dried".
            let first = try #require(placed.map(\.cluster).min())
            #expect(scalars[first - 1] == " " || scalars[first - 1] == "-", "line \(line) starts inside a word")
            // And fits the width.
            let right = try #require(placed.map(\.x64).max())
            #expect(right < 200 * 64)
        }
        let drawn = try GlyphText.mask(caption, pixelSize: 18, maxWidth: 200)
        #expect(drawn.width <= 200 && drawn.height > 3 * 18)
    }

    @Test func chineseMayBreakBetweenCharactersButKoreanKeepsWordsWhole() throws {
        let chinese = try GlyphText.layout("喜欢摄影和旅行周末常去山里拍照", pixelSize: 20, maxWidth: 100)
        let lines = Dictionary(grouping: chinese, by: \.line)
        #expect(lines.count >= 3)
        #expect(lines.values.allSatisfy { $0.count <= 5 })
        // Korean breaks only at spaces, as iOS breaks it.
        let korean = try GlyphText.layout("주말에는 등산을 해요", pixelSize: 20, maxWidth: 60)
        let koreanLines = Dictionary(grouping: korean, by: \.line).mapValues { Set($0.map(\.cluster)) }
        let text = Array(GlyphText.prepared("주말에는 등산을 해요").unicodeScalars)
        let firstWord = Set(text.indices.filter { $0 < 7 && TextPreparation.isHangul(text[$0]) })
        #expect(koreanLines.values.contains { firstWord.isSubset(of: $0) })
    }

    @Test func flagsWrapBetweenThemNeverInside() throws {
        // Four flags of two regional indicators each, two to a line.
        let flags = try GlyphText.layout("🇫🇷🇩🇪🇫🇷🇩🇪", pixelSize: 40, maxWidth: 100)
        #expect(flags.map(\.cluster) == [0, 2, 4, 6])
        #expect(flags.map(\.line) == [0, 0, 1, 1])
        #expect(flags.allSatisfy { $0.font == .notoColorEmoji })
        // A space after an emoji is Inter's, not an emoji-wide one.
        #expect(try GlyphText.font(for: " ", after: "😀", before: "o") == .interSemiBold)
    }

    @Test func alignmentPlacesShortLinesInTheBox() throws {
        let text = "A long first line\nshort"
        let start = try GlyphText.layout(text, pixelSize: 20)
        #expect(start.first { $0.line == 1 }?.x64 == 0)
        let drawnStart = try GlyphText.mask(text, pixelSize: 20, alignment: .start)
        let drawnEnd = try GlyphText.mask(text, pixelSize: 20, alignment: .end)
        let drawnCentre = try GlyphText.mask(text, pixelSize: 20, alignment: .centre)
        #expect(drawnStart.width == drawnEnd.width && drawnStart.pixels != drawnEnd.pixels)
        #expect(drawnCentre.pixels != drawnStart.pixels && drawnCentre.pixels != drawnEnd.pixels)
    }

    @Test func absurdSizesAndTextAreRefused() throws {
        for size in [0, -3, .nan, .infinity, 1e12] as [Double] {
            #expect(throws: GlyphText.Failure.self) { try GlyphText.mask("A", pixelSize: size) }
        }
        #expect(throws: GlyphText.Failure.self) { try GlyphText.mask("A", pixelSize: 4096) }
        #expect(throws: GlyphText.Failure.self) { try GlyphText.mask("A", pixelSize: 20, maxWidth: -1) }
        // A line as wide as no image may be.
        let wide = String(repeating: "W", count: 2000)
        let error = try #require(throws: GlyphText.Failure.self) { try GlyphText.mask(wide, pixelSize: 200) }
        #expect(error.status == Int32(CT_TOO_LARGE))
        #expect(error.description.contains("too large"))
        // And as many lines as no image may be tall, of letters or of emoji.
        for line in ["a", "😀"] {
            let tall = String(repeating: "\(line)\n", count: 400)  // 400 lines of 242 pixels
            let refused = try #require(throws: GlyphText.Failure.self) { try GlyphText.mask(tall, pixelSize: 200) }
            #expect(refused.status == Int32(CT_TOO_LARGE))
        }
        #expect(throws: GlyphText.Failure.self) {
            try GlyphText.mask(String(repeating: "a", count: Int(CT_MAX_TEXT_BYTES) + 1), pixelSize: 10)
        }
    }

    @Test func charactersNoFontHasAreCounted() throws {
        let drawn = try GlyphText.mask("a\u{E001}b\u{F8FF}", pixelSize: 20)
        #expect(drawn.missingCount == 2 && drawn.firstMissing == "\u{E001}")
        #expect(try GlyphText.mask("   ", pixelSize: 20).width == 0)
    }
}
