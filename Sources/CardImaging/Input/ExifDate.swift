import CVipsShim
import CardFoundation

/// When a photo was taken, from its EXIF DateTimeOriginal: "2021:03:04 05:06:07", a form that
/// sorts as text in time order.
package enum ExifDate {
    /// The metadata name libvips gives the EXIF field (the Exif IFD, tag 0x9003).
    static let field = "exif-ifd2-DateTimeOriginal"

    /// The date the photo's header carries, or nil when it has none, an unreadable one, or the
    /// file cannot be read (such a photo sorts after the dated ones).
    package static func of(_ photo: PhotoFile) -> String? {
        guard let file = try? InputFile.open(photo.rawPath), PhotoFolder.contentProblem(file) == nil,
            let source = try? file.source(),
            let header = try? VImage.make("reading the header", { cr_open_source(source.pointer, $0) }),
            cr_image_has_field(header.pointer, field) != 0
        else { return nil }
        var value: UnsafePointer<CChar>?
        guard cr_image_get_string(header.pointer, field, &value) == 0, let value else {
            _ = VipsRuntime.takeErrorDetail()
            return nil
        }
        return parse(String(cString: value))
    }

    /// "YYYY:MM:DD HH:MM:SS" from libvips's text of the field ("2021:03:04 05:06:07 (2021:03:04
    /// 05:06:07, ASCII, 20 components, 20 bytes)"), when it is a real date and time.
    static func parse(_ text: String) -> String? {
        let candidate = Array(text.utf8.prefix(19))
        guard candidate.count == 19 else { return nil }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
        guard digits.allSatisfy({ (48...57).contains(candidate[$0]) }),
            candidate[4] == 58, candidate[7] == 58, candidate[10] == 32, candidate[13] == 58, candidate[16] == 58
        else { return nil }
        func number(_ at: Int, _ count: Int) -> Int { candidate[at..<at + count].reduce(0) { $0 * 10 + Int($1 - 48) } }
        guard number(0, 4) >= 1, (1...12).contains(number(5, 2)), (1...31).contains(number(8, 2)),
            number(11, 2) <= 23, number(14, 2) <= 59, number(17, 2) <= 60
        else { return nil }
        return String(decoding: candidate, as: UTF8.self)
    }
}
