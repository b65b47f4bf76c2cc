/// The most memory comparing one pair holds, for its `DecodeBudget` reservation. `PairComparer`
/// goes through these phases and lets go of each buffer as soon as the next phase does without
/// it (R: a frame decoded to RGBA, 4 bytes a pixel; F: a file's bytes; D: libpng's own image of an
/// interlaced PNG, decoded whole before it is converted, none for a PNG that is not interlaced):
///
///     reading both files          F_e + F_a   (identical bytes: F_e + D_e while one is checked)
///     decoding EXPECTED           F_e + F_a + D_e + R_e
///     decoding ACTUAL             R_e + F_a + D_a + R_a
///     comparing                   R_e + R_a + ¾R_e   (the diff image's RGB, when one is drawn)
///     encoding the diff image     ¾R_e + ¾R_e + PNG  (RGB, filtered rows, at most as much PNG)
///
/// So a pair of 8-bit PNGs that are not interlaced holds at most 2¾ R + F; pairs run side by side
/// only while their reservations fit in the budget, and a larger one runs alone.
enum PairMemory {
    static func peak(expected e: PNGHeader.Opened, actual a: PNGHeader.Opened, drawsDiff: Bool) -> Int {
        let reading = e.fileBytes + a.fileBytes
        let checkingIdentical = e.fileBytes + e.decodeBytes
        let decodingExpected = e.fileBytes + a.fileBytes + interlacedImage(e) + e.rgbaBytes
        let decodingActual = e.rgbaBytes + a.fileBytes + interlacedImage(a) + a.rgbaBytes
        let diffRGB = drawsDiff ? e.width * e.height * 3 : 0
        let comparing = e.rgbaBytes + a.rgbaBytes + diffRGB
        let encoding = 3 * diffRGB
        return [reading, checkingIdentical, decodingExpected, decodingActual, comparing, encoding].max()!
    }

    private static func interlacedImage(_ file: PNGHeader.Opened) -> Int { file.interlaced ? file.decodeBytes : 0 }
}
