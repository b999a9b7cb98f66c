// pass: availability
// error: is unavailable on visionOS
// visionOS has no Liquid Glass: a use must also be left out of visionOS builds, which no Linux
// pass compiles, so the availability pass checks it.
import SwiftUI

struct GlassOnVisionOS: View {
    var body: some View {
        #if compiler(>=6.2)
        if #available(iOS 26.0, macOS 26.0, *) {
            Color.clear.glassEffect(.regular, in: Capsule())
        } else {
            Color.clear
        }
        #else
        Color.clear
        #endif
    }
}
