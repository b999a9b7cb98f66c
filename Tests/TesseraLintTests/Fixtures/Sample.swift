// Code with one finding of every rule, for the SARIF schema check in scripts/test.
import SwiftUI

struct Sample: View {
    var body: some View {
        GeometryReader { outer in
            VStack(spacing: 12) {
                GeometryReader { inner in
                    if inner.size.width > 500 { Text("Wide") } else { Text("Narrow") }
                }
                Text("Héllo — 👋")
                    .font(.system(size: 17))
                    .foregroundStyle(Color(red: 0.15, green: 0.39, blue: 0.92))
                    .padding(16)
                    .frame(width: 390)
                Button(action: {}) { Image(systemName: "xmark") }
                Rectangle().fill(.separator)
            }
            .onAppear { print(UIScreen.main.bounds, outer.size) }
        }
    }
}
