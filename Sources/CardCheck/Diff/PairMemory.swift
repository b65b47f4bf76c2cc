/// The most memory comparing one pair holds, for its `DecodeBudget` reservation. `PairComparer`
/// goes through these phases and lets go of each buffer as soon as the next phase does without
/// it (R: a frame decoded to RGBA, 4 bytes a pixel; F: a file's bytes; D: what decoding holds
/// besides R: for a PNG that is not interlaced, `fk_png_decode`'s inflated rows (a filter byte a
/// row more than libpng's image) and, when the image data is split over chunks, their data joined
/// (less than F); for an interlaced one, or one past `RGBAFrame.largestPlainDecode`, what libvips
/// holds, at most libpng's own image, decoded whole before it is converted):
///
///     reading both files          F_e + F_a   (identical bytes: F_e + D_e while one is checked)
///     decoding EXPECTED           F_e + F_a + D_e + R_e
///     decoding ACTUAL             R_e + F_a + D_a + R_a
///     comparing                   R_e + R_a + ¾R_e   (the diff image's RGB, when one is drawn)
///     encoding the diff image     ¾R_e + ¾R_e + PNG  (RGB, filtered rows, at most as much PNG)
///
/// So a pair of 8-bit RGB PNGs that are not interlaced holds at most 2¾ R + 2F; pairs run side by side
/// only while their reservations fit in the budget, and a larger one runs alone.
enum PairMemory {
    static func peak(expected e: PNGHeader.Opened, actual a: PNGHeader.Opened, drawsDiff: Bool) -> Int {
        let reading = e.fileBytes + a.fileBytes
        let checkingIdentical = e.fileBytes + e.decodeBytes
        let decodingExpected = e.fileBytes + a.fileBytes + decoding(e) + e.rgbaBytes
        let decodingActual = e.rgbaBytes + a.fileBytes + decoding(a) + a.rgbaBytes
        let diffRGB = drawsDiff ? e.width * e.height * 3 : 0
        let comparing = e.rgbaBytes + a.rgbaBytes + diffRGB
        let encoding = 3 * diffRGB
        return [reading, checkingIdentical, decodingExpected, decodingActual, comparing, encoding].max()!
    }

    /// D above. When `fk_png_decode` refuses a file, its buffers are freed before libvips decodes
    /// it, and libvips holds no more than this.
    private static func decoding(_ file: PNGHeader.Opened) -> Int {
        file.interlaced || file.rgbaBytes > RGBAFrame.largestPlainDecode
            ? file.decodeBytes : file.decodeBytes + file.height + file.fileBytes
    }
}
