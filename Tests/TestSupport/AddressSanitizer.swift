import Foundation

/// Whether this test process runs under AddressSanitizer (`make test-asan`), whose runtime
/// defines `__asan_init`. The cardrender binary the CLI tests run is then built the same way.
package enum AddressSanitizer {
    package static let isActive: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// Peak resident memory measures the program only without AddressSanitizer: its shadow
    /// memory, redzones and quarantine of freed blocks (256 MB by default) add hundreds of
    /// megabytes that are not cardrender's. Memory bounds are checked by `make test`.
    package static let measuresPeakMemory = !isActive
}
