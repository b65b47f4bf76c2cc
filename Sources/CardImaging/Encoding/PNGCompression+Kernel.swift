import CFrameKernels
import CardSettings

extension PNGCompression {
    /// The encoder and level `fk_png_encode` takes.
    package var kernelArguments: (encoder: Int32, level: Int32) {
        switch self {
        case .libdeflate(let level): (Int32(FK_PNG_LIBDEFLATE), Int32(level))
        case .isal(let level): (Int32(FK_PNG_ISAL), Int32(level))
        }
    }
}
