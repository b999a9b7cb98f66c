#if DEBUG
import SwiftUI
import TesseraCore

struct TextFieldPreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .ample) {
                ForEach(TextFieldChrome.allCases, id: \.self) { chrome in
                    TextField("Name", text: .constant("Ada Lovelace")).textFieldRole(.body, chrome: chrome)
                }
                TextField("Search", text: .constant("")).textFieldRole(.callout, chrome: .underlined)
                TextField("Disabled", text: .constant("Read only")).textFieldRole().disabled(true)
            }
        }
    }
}
#endif
