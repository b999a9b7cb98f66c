import SwiftUI
import TesseraCore

extension SwiftUI.EdgeInsets {
    /// SwiftUI insets from resolved theme insets (horizontal on both sides, vertical above and below).
    public init(_ insets: TesseraCore.EdgeInsets) {
        self.init(
            top: insets.vertical, leading: insets.horizontal, bottom: insets.vertical, trailing: insets.horizontal)
    }
}
