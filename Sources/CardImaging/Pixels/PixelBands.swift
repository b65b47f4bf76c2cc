/// 8-bit pixels between RGB and RGBA: an APNG's canvas is RGBA, a rendered frame RGB.
package enum PixelBands {
    /// RGB pixels with an opaque alpha byte after each.
    package static func rgba(fromRGB rgb: some Collection<UInt8>) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: rgb.count / 3 * 4)
        var target = 0, band = 0
        for value in rgb {
            rgba[target] = value
            target += 1
            band += 1
            if band == 3 {
                target += 1
                band = 0
            }
        }
        return rgba
    }

    /// RGBA pixels without their alpha bytes.
    package static func rgb(fromRGBA rgba: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rgba.count / 4 * 3) { rgb, count in
            for pixel in 0..<rgba.count / 4 {
                rgb[pixel * 3] = rgba[pixel * 4]
                rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]
                rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]
            }
            count = rgba.count / 4 * 3
        }
    }
}
