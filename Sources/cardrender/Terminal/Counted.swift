/// A count with its noun, singular for one: "1 language", "2 languages" (nouns whose plural
/// adds an s).
enum Counted {
    static func phrase(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
