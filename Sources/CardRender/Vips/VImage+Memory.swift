import CVipsShim
import Glibc

extension VImage {
    /// An 8-bit image over pixels computed outside libvips. The image takes `pixels` (from
    /// `malloc`, `width * height * bands` bytes) and frees it when it closes.
    static func taking(malloced pixels: UnsafeMutableRawPointer, width: Int, height: Int, bands: Int) throws -> VImage {
        guard let image = cr_image_new_from_owned_memory(pixels, width * height * bands, Int32(width), Int32(height), Int32(bands)) else {
            throw VipsFailure(step: "wrapping pixels in an image", detail: VipsRuntime.takeErrorDetail())
        }
        return VImage(taking: image)
    }

    /// The 8-bit pixels in memory and the bytes per row, computing a pipeline first. Call from one
    /// thread at a time unless the image is already in memory (`materialized`).
    func memoryPixels(_ step: @autoclosure () -> String) throws -> (pixels: UnsafePointer<UInt8>, stride: Int) {
        var stride = 0
        guard let pixels = cr_image_pixels(pointer, &stride) else {
            throw VipsFailure(step: step(), detail: VipsRuntime.takeErrorDetail())
        }
        return (pixels, stride)
    }
}

/// `malloc` that never returns nil: a frame buffer that cannot be had is not recoverable.
func allocatePixels(_ count: Int) -> UnsafeMutableRawPointer {
    guard let memory = malloc(max(count, 1)) else { fatalError("out of memory allocating \(count) bytes of pixels") }
    return memory
}
