/// JSON put inside a `<script>` element of a page. The HTML parser reads the element's text
/// before any JSON parser does: `</script` would close the element, and `<!--` followed by
/// `<script` switches the parser into a state where not even `</script>` closes it, so the page's
/// own script after it is swallowed as data. JSON strings may spell `<`, `>` and `&` as `\u003c`,
/// `\u003e` and `\u0026` (and outside its strings JSON has none of them), so the parser never
/// sees markup and `JSON.parse` reads the same text.
enum InlineScriptJSON {
    static func escaped(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            switch character {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
