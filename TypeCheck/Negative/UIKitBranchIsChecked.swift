// pass: ios
// error: cannot convert value of type 'String' to specified type 'Int'
// The iOS-like pass must really take `#if canImport(UIKit)` branches, or iOS-only code in them
// would go unchecked.
import SwiftUI

#if canImport(UIKit)
let compact: Int = "compact"
#endif
