// pass: availability
// error: exists only in SDKs of Swift 6.2 compilers
// Xcode 16's SDK has no Liquid Glass: even behind `if #available`, a use outside
// `#if compiler(>=6.2)` would not build there.
import SwiftUI

struct GlassWithoutCompilerCheck: View {
    var body: some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            Color.clear.glassEffect(.regular, in: Capsule())
        } else {
            Color.clear
        }
    }
}
