// pass: ios
// error: incorrect argument label in call
// A misspelt label must be rejected, as Apple's compiler rejects it.
import SwiftUI

struct WrongArgumentLabel: View {
    var body: some View {
        Color(.sRGB, red: 1, green: 0.5, blu: 0)
    }
}
