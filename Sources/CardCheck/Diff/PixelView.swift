/// Read-only access to one frame's RGBA pixels during a comparison: as bytes for colours and as
/// 32-bit words for exact equality. Valid only while the frame that lent it is alive.
package struct PixelView {
    package let bytes: UnsafePointer<UInt8>
    let words: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    package init(bytes: UnsafeRawPointer, width: Int, height: Int) {
        self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
        self.words = bytes.assumingMemoryBound(to: UInt32.self)
        self.width = width
        self.height = height
    }
}
