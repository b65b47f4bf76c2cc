import CFrameKernels
import CVipsShim

extension VImage {
    /// An 8-bit image over pixels computed outside libvips. The image takes `pixels` (from
    /// `allocatePixels`, at least `width * height * bands` bytes) and frees it when it closes.
    package static func taking(pixels: UnsafeMutableRawPointer, width: Int, height: Int, bands: Int) throws -> VImage {
        guard
            let image = cr_image_new_from_owned_memory(
                pixels, width * height * bands, Int32(width), Int32(height), Int32(bands),
                fk_pixels_free)
        else {
            throw VipsFailure(step: "wrapping pixels in an image", detail: VipsRuntime.takeErrorDetail())
        }
        return VImage(taking: image)
    }

    /// This image with 8-bit samples (cast when it has another format).
    package func eightBit() throws -> VImage {
        isEightBit ? self : try castUChar()
    }

    /// This image if its pixels are in memory already, else a copy computed into memory (a
    /// pipeline shared between threads is never computed in place).
    package func inMemory(_ step: @autoclosure () -> String) throws -> VImage {
        var stride = 0
        return cr_image_pixels(pointer, &stride) != nil ? self : try materialized(step())
    }

    /// The pixels and bytes per row of an image in memory (see `inMemory`); valid while it lives.
    package var memoryPixels: (pixels: UnsafePointer<UInt8>, stride: Int) {
        var stride = 0
        guard let pixels = cr_image_pixels(pointer, &stride) else { preconditionFailure("the image is not in memory") }
        return (pixels, stride)
    }
}

extension VImage {
    /// This 8-bit image reduced by a whole `factor`, each pixel the mean of a factor × factor box
    /// (the size rounded down), computed by `fk_shrink_box`.
    package func shrunkByBoxes(_ factor: Int) throws -> VImage {
        let source = try eightBit().inMemory("reading pixels to shrink")
        let memory = source.memoryPixels
        let width = max(1, source.width / factor), height = max(1, source.height / factor)
        guard factor > 1, source.width >= factor, source.height >= factor else { return source }
        let out = allocatePixels(width * height * source.bands)
        let status = fk_shrink_box(
            memory.pixels, Int32(source.width), Int32(source.height), Int32(source.bands), memory.stride, Int32(factor),
            out.assumingMemoryBound(to: UInt8.self))
        guard status == Int32(FK_OK) else {
            freePixels(out)
            throw KernelFailure(step: "shrinking an image to a thumbnail", status: status)
        }
        return try withExtendedLifetime(source) {
            try VImage.taking(pixels: out, width: width, height: height, bands: source.bands)
        }
    }
}

/// A pixel buffer from the kernels' pool (free it with `freePixels`); never nil, as a frame
/// buffer that cannot be had is not recoverable.
package func allocatePixels(_ count: Int) -> UnsafeMutableRawPointer {
    guard let memory = fk_pixels_alloc(count) else { fatalError("out of memory allocating \(count) bytes of pixels") }
    return memory
}

package func freePixels(_ pixels: UnsafeMutableRawPointer) {
    fk_pixels_free(pixels)
}
