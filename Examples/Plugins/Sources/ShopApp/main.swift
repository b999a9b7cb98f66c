import Foundation
import TesseraCore

// `ColorRole.promoBanner`, `TextRole.priceTag` and `SurfaceRole.class` are generated from
// theme.json by the TesseraRoles plugin: rename a role in the theme and this stops compiling.
guard let url = Bundle.module.url(forResource: "theme", withExtension: "json") else {
    print("theme.json is missing from the bundle")
    exit(1)
}
let document = ThemeLoader().load(contentsOf: url)
guard let theme = document.theme else {
    for diagnostic in document.diagnostics { print(diagnostic) }
    exit(1)
}
let resolved = theme.resolved(for: ThemeContext(appearance: .dark))
print("promoBanner in dark:", resolved.color(.promoBanner).hexString)
print("priceTag size:", resolved.text(.priceTag).size)
print("class surface radius:", resolved.surface(.class).cornerRadius)
