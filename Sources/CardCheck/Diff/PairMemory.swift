/// The most memory comparing one pair holds, for its `DecodeBudget` reservation. `PairComparer`
/// goes through these phases and lets go of each buffer as soon as the next phase does without
/// it (R: a frame decoded to RGBA, 4 bytes a pixel; F: a file's bytes; D: what decoding holds
/// besides R: for a PNG that is not interlaced, what `fk_png_decode`'s buffer holds past the
/// frame (a filter byte a row and, when the image data is split over chunks, their data joined,
/// less than F), or, when it leaves the file to libvips after freeing that buffer, the whole-PNG
/// check's inflated rows and joined data, then libpng's own image; for an interlaced one, the
/// same check, then libpng's image, decoded whole before it is converted):
///
///     reading both files          F_e + F_a   (identical bytes: F_e + the check's rows and data)
///     decoding EXPECTED           F_e + F_a + D_e + R_e
///     decoding ACTUAL             R_e + F_a + D_a + R_a
///     comparing                   R_e + R_a + ¾R_e   (the diff image's RGB, when one is drawn)
///     encoding the diff image     ¾R_e + ¾R_e + PNG  (RGB, filtered rows, at most as much PNG)
///
/// When the pair has threads to spare (`PairPixels`), both files are decoded at once:
/// F_e + F_a + D_e + D_a + R_e + R_a. So a pair of 8-bit RGB PNGs that are not interlaced holds
/// at most 2¾ R + 2F; pairs run side by side only while their reservations fit in the budget, and
/// a larger one runs alone. Up to 64 MB of frames freed by earlier pairs are kept for the next
/// (`fk_frame_alloc`) besides.
enum PairMemory {
    static func peak(
        expected e: PNGHeader.Opened, actual a: PNGHeader.Opened, drawsDiff: Bool, decodesAtOnce: Bool = false
    ) -> Int {
        let reading = e.fileBytes + a.fileBytes
        let checkingIdentical = e.fileBytes + checking(e)
        let decodingExpected = e.fileBytes + a.fileBytes + decoding(e) + e.rgbaBytes
        let decodingActual = e.rgbaBytes + a.fileBytes + decoding(a) + a.rgbaBytes
        let decodingBoth = decodesAtOnce ? decodingExpected + decoding(a) + a.rgbaBytes : 0
        let diffRGB = drawsDiff ? e.width * e.height * 3 : 0
        let comparing = e.rgbaBytes + a.rgbaBytes + diffRGB
        let encoding = 3 * diffRGB
        return [reading, checkingIdentical, decodingExpected, decodingActual, decodingBoth, comparing, encoding].max()!
    }

    /// D above. `fk_png_decode`'s buffer is the larger of R and its inflated rows (libpng's image
    /// at most, and a filter byte a row) with the joined data (at most F). The whole-PNG check
    /// comes before R is allocated.
    private static func decoding(_ file: PNGHeader.Opened) -> Int {
        let plain = max(0, file.decodeBytes + file.height + file.fileBytes - file.rgbaBytes)
        let libvips = max(file.decodeBytes, checking(file) - file.rgbaBytes)
        return file.interlaced ? libvips : max(plain, libvips)
    }

    /// What the whole-PNG check (`fk_png_check`) holds: the inflated rows (an interlaced image's
    /// seven passes have at most 2h + 7 rows), a filter byte each, and the joined data (at most F).
    private static func checking(_ file: PNGHeader.Opened) -> Int {
        file.decodeBytes + 2 * file.height + 7 + file.fileBytes
    }
}
