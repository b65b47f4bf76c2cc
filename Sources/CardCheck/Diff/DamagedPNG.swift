import CFrameKernels

/// A PNG whose bytes do not make the image they claim: cut short, a CRC or the image data's
/// Adler-32 that does not match, image data that does not inflate to the rows its IHDR asks for,
/// critical chunks out of place. `cardrender diff` refuses such a file whichever decoder would
/// read it, with the same words.
struct DamagedPNG: Error, CustomStringConvertible {
    /// What is wrong, in `fk_png_check`'s words (`truncated PNG: …`, `corrupt PNG: …`).
    var reason: String

    var description: String { reason }

    /// Why `bytes` are not a whole PNG (`fk_png_check`); nil when they are.
    static func problem(in bytes: UnsafeRawBufferPointer) -> String? {
        var why: UnsafePointer<CChar>?
        let status = fk_png_check(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &why)
        return status == 0 ? nil : why.map { String(cString: $0) } ?? "it does not decode"
    }
}
