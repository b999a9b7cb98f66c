// pass: ios
// error: cannot convert value of type 'String' to expected argument type 'Double'
// A value of the wrong type must be rejected: the interface takes no `Any`.
import SwiftUI

struct WrongArgumentType: View {
    var body: some View {
        Text(verbatim: "Faded").opacity("half")
    }
}
