/// Role names as identifiers in generated code (Swift, Kotlin).
enum CodeIdentifier {
    /// `name` in lower camel case: other characters start a new word (`promo-banner` →
    /// `promoBanner`), a leading digit gets `_`, nothing left is `role`. With `asciiOnly`,
    /// letters and digits outside ASCII start a new word too. Keywords are for the caller.
    static func camelCased(_ name: String, asciiOnly: Bool) -> String {
        var result = ""
        var upperNext = false
        for character in name {
            if character.isASCII || !asciiOnly, character.isLetter || character.isNumber || character == "_" {
                result += upperNext && !result.isEmpty ? character.uppercased() : String(character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        if result.isEmpty { result = "role" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
