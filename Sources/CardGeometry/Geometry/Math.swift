// The C math library under its platform name, so CardGeometry needs no Foundation
// and builds unchanged on Linux and Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

@inline(__always) func mathTan(_ x: Double) -> Double { tan(x) }
@inline(__always) func mathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) func mathCos(_ x: Double) -> Double { cos(x) }
@inline(__always) func mathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func mathSqrt(_ x: Double) -> Double { sqrt(x) }
@inline(__always) func mathLog(_ x: Double) -> Double { log(x) }
@inline(__always) func mathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func mathHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
