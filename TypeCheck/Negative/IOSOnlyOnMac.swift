// pass: macos
// error: has no member 'navigationBarTitleDisplayMode'
// macOS has no navigation bar: an unguarded use fails the macOS-like pass; Tessera uses it only
// under `#if canImport(UIKit)`.
import SwiftUI

struct IOSOnlyOnMac: View {
    var body: some View {
        Text(verbatim: "Settings").navigationBarTitleDisplayMode(.inline)
    }
}
