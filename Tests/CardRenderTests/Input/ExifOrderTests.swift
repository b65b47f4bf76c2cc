import CVipsShim
@testable import CardImaging
import CardSettings
import Foundation
import Testing
import TestSupport

/// `--order exif`: photos by the date their EXIF says they were taken.
@Suite struct ExifOrderTests {
    /// A small JPEG whose EXIF DateTimeOriginal is `date` (none when nil).
    private func jpeg(_ path: String, date: String?) throws {
        // A fresh image of its own, so setting its metadata touches no other.
        let copy = try VImage.fromPixels(Array(repeating: 128, count: 16 * 12 * 3), width: 16, height: 12, bands: 3)
        if let date { vips_image_set_string(copy.pointer, ExifDate.field, date) }
        try copy.save(to: path)
    }

    @Test func photosAreOrderedByTheirDateThenUndatedByName() throws {
        try VipsRuntime.start()
        let folder = try TestFolder(); defer { folder.remove() }
        let dates: [(String, String?)] = [
            ("a.jpg", nil), ("b.jpg", "2023:06:01 10:00:00"), ("c.jpg", "2021:01:02 03:04:05"),
            ("d.jpg", "not a date"), ("e.jpg", "2023:06:01 10:00:00"), ("f.jpg", "2022:12:31 23:59:59")
        ]
        for (name, date) in dates { try jpeg(folder.file(name), date: date) }
        #expect(ExifDate.of(PhotoFile(path: folder.file("c.jpg"))) == "2021:01:02 03:04:05")
        #expect(ExifDate.of(PhotoFile(path: folder.file("a.jpg"))) == nil)
        let photos = dates.map { PhotoFile(path: folder.file($0.0)) }
        let ordered = PhotoOrder.exifDate.apply(to: photos).photos.map(\.fileName)
        // Oldest first, equal dates in name order, then the undated and the unreadable by name.
        #expect(ordered == ["c.jpg", "f.jpg", "b.jpg", "e.jpg", "a.jpg", "d.jpg"])
        // A file that is no image has no date and does not stop the ordering.
        try Data("not a jpeg".utf8).write(to: URL(fileURLWithPath: folder.file("0.jpg")))
        let withBroken = [PhotoFile(path: folder.file("0.jpg"))] + photos
        #expect(PhotoOrder.exifDate.apply(to: withBroken).photos.map(\.fileName).last == "d.jpg")
    }

    @Test func onlyRealDatesAreRead() {
        #expect(
            ExifDate.parse("2021:03:04 05:06:07 (2021:03:04 05:06:07, ASCII, 20 components, 20 bytes)")
                == "2021:03:04 05:06:07")
        #expect(ExifDate.parse("0000:00:00 00:00:00") == nil)
        #expect(ExifDate.parse("2021:13:04 05:06:07") == nil)
        #expect(ExifDate.parse("2021-03-04 05:06:07") == nil)
        #expect(ExifDate.parse("    :  :     :  :  ") == nil)
        #expect(ExifDate.parse("2021:03:04") == nil)
        #expect(ExifDate.parse("") == nil)
    }
}
