// Linted on every build by the TesseraLintBuild plugin: its findings show as warnings at their
// line (in Xcode, in the issue navigator). The SwiftUI view is compiled where SwiftUI exists;
// the linter reads it everywhere.
#if canImport(SwiftUI)
import SwiftUI

struct PromoCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Spring sale")
            Text("Everything 20% off")
        }
        // tessera lint: "padding 16 is a raw value; use the spacing step .padding(.l)".
        // `swift package tessera-lint --target PromoScreen --fix` writes `.padding(.l)`.
        .padding(16)
    }
}
#endif

/// What the promotion says, shared with the app.
public let promoHeadline = "Spring sale"
