// Compose has no Color(String): hex values are written as 0xAARRGGBB literals.
// Expect: argument type mismatch: actual type is 'String'
package check.negative

import androidx.compose.ui.graphics.Color

val accent = Color("#0A84FF")
