import CVipsShim
import CardFoundation

/// An owned libvips source.
package final class VSource: @unchecked Sendable {
    package let pointer: UnsafeMutablePointer<VipsSource>

    init(_ pointer: UnsafeMutablePointer<VipsSource>) {
        self.pointer = pointer
    }

    deinit { cr_unref(UnsafeMutableRawPointer(pointer)) }
}

extension InputFile {
    /// A libvips source reading this file (through a duplicate of the descriptor, which libvips
    /// closes); loaders given it never open the path again.
    package func source() throws -> VSource {
        guard let source = cr_source_new_from_descriptor(descriptor) else {
            throw VipsFailure(step: "opening", detail: VipsRuntime.takeErrorDetail())
        }
        return VSource(source)
    }
}
