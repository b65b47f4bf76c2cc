import CVipsShim
import CardFoundation
import CardSettings

/// Reads an image file an app ships (its own icon or badge, by absolute path) with the checks a
/// photo gets: opened without following it into a FIFO, its format and PNG chunks checked, its
/// size from the header against the pixel limit before a pixel is decoded.
package enum ImageFileDecoder {
    /// The file decoded to `width` × `height` pixels: covering the box (scaled to fill it, centred,
    /// cropped) or fitting inside it (scaled to lie whole within it, so one side may be shorter).
    /// 8-bit sRGB; premultiplied RGBA when the file has transparency (a PNG's alpha is kept),
    /// RGB otherwise.
    package static func decode(_ path: String, width: Int, height: Int, cover: Bool, limit: PixelLimit) throws -> VImage
    {
        guard path.hasPrefix("/") else {
            throw InputIssue(path: path, reason: "an image file is named by its absolute path", severity: .failed)
        }
        let photo = PhotoFile(path: path, label: "")
        return try Trace.span(.decode, path) {
            try PhotoDecoder.reportingIssues(photo) {
                let file = try PhotoDecoder.openChecked(photo)
                let header = try PhotoDecoder.header(of: file, limit: limit)
                return try DecodeBudget.shared.withReservation(header.decodedBytes) {
                    let source = try file.source()
                    var image = try VImage.make("decoding") {
                        cr_thumbnail_source(source.pointer, $0, Int32(width), Int32(height), cover ? 1 : 0)
                    }
                    image = try image.toSRGB()
                    if image.hasAlpha { image = try image.premultiplied() }
                    return try image.castUChar().materialized("decoding")
                }
            }
        }
    }
}
