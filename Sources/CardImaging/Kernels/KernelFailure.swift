import CFrameKernels

/// A pixel kernel (`fk_`) that refused its work: what cardrender was doing, and the kernel's
/// status (`FK_INVALID`, `FK_TOO_LARGE`, `FK_NO_MEMORY`), so that a buffer the kernel did not
/// write is never encoded or drawn on as if it had.
struct KernelFailure: Error, CustomStringConvertible, Equatable {
    var step: String
    var status: Int32

    var reason: String {
        switch status {
        case Int32(FK_NO_MEMORY): "out of memory"
        case Int32(FK_TOO_LARGE): "the image is too large (its size overflows)"
        default: "the kernel was given an invalid image size or stride (status \(status))"
        }
    }

    var description: String { "\(step): \(reason)" }

    /// Throws unless `status` is `FK_OK`.
    static func check(_ status: Int32, _ step: @autoclosure () -> String) throws {
        guard status == Int32(FK_OK) else { throw KernelFailure(step: step(), status: status) }
    }

    /// For kernels whose sizes are the caller's own (a canvas's width, height and stride, which
    /// were allocated): a refusal there is a broken invariant, not a condition to recover from.
    static func require(_ status: Int32, _ step: @autoclosure () -> String) {
        precondition(status == Int32(FK_OK), "\(KernelFailure(step: step(), status: status))")
    }
}
