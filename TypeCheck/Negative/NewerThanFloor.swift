// pass: availability
// error: but is used outside `if #available
// Liquid Glass needs iOS 26 and macOS 26; the package supports iOS 17 and macOS 14, so a use
// outside `if #available` must be rejected (Linux's compiler does not check availability).
import SwiftUI

struct NewerThanFloor: View {
    var body: some View {
        #if compiler(>=6.2)
        Color.clear.glassEffect(.regular, in: Capsule())
        #else
        Color.clear
        #endif
    }
}
