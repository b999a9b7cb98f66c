// pass: ios
// error: is deprecated
// Non-optional weight and design bind to the deprecated fixed-size overload; the layer passes
// optionals so apps build without warnings on the newest SDKs.
import SwiftUI

func deprecatedFont() -> Font {
    Font.system(size: 17, weight: Font.Weight.semibold, design: Font.Design.rounded)
}
