/// Which way a scene reads, as UIKit's `effectiveUserInterfaceLayoutDirection` and SwiftUI's
/// `layoutDirection` say it. Right to left (an Arabic or Hebrew locale) swaps leading and trailing:
/// labels align to the right, a row's thumbnail sits at its right, a stamp pinned to the card's
/// leading corner moves to the other corner, a grid fills from the right. A gesture keeps its
/// physical direction: a swipe to the right is still a like.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight = "ltr"
    /// Leading is the right edge.
    case rightToLeft = "rtl"
}
