// pass: ios
// error: is deprecated
// `WindowGroup(content:)` is deprecated from iOS 18, macOS 15 and visionOS 2 in favour of
// `init(makeContent:)`. The trailing-closure spelling the example app uses binds to the new
// initialiser (its escaping closure makes it the more specialised overload); only the old label
// reaches the deprecated one.
import SwiftUI

struct OldSpellingApp: App {
    var body: some Scene {
        WindowGroup(content: { Text(verbatim: "Themed") })
    }
}
