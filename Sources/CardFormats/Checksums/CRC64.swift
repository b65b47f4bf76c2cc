import CFrameKernels

/// CRC-64 (ISA-L's ECMA-182 variant, as `fk_crc64` computes it) in 16 hex digits: the checksum
/// reports record for each file they list.
package enum CRC64 {
    package static func hex(_ contents: UnsafeRawBufferPointer) -> String {
        let value = fk_crc64(contents.baseAddress, contents.count)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
