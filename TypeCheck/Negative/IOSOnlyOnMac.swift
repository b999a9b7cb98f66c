// pass: macos
// error: value of type 'EnvironmentValues' has no member 'horizontalSizeClass'
// Size classes do not exist on macOS: an unguarded use fails the macOS-like pass; Tessera
// reads them only under `#if canImport(UIKit)`.
import SwiftUI

func isWide(_ environment: EnvironmentValues) -> Bool {
    environment.horizontalSizeClass == .regular
}
