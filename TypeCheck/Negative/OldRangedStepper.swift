// pass: ios
// error: is deprecated
// The ranged stepper with `onEditingChanged` before `label` is disfavoured and deprecated in the
// shipped SDK (renamed `Stepper(value:in:step:label:onEditingChanged:)`); a call in the old order
// binds to it and fails the check. The settings form uses the current spellings.
import SwiftUI

struct OldStepper: View {
    @State private var count = 3

    // The old argument order is the point of this file.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    var body: some View {
        Stepper(value: $count, in: 0...10, step: 1, onEditingChanged: { _ in }) {
            Text(verbatim: "Count")
        }
    }
}
