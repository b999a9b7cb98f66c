// androidx.compose.ui.graphics
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/Color
@Immutable
@JvmInline
value class Color(val value: ULong)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/package-summary#Color(kotlin.Long)
fun Color(color: Long): Color = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/package-summary#Color(kotlin.Int)
fun Color(color: Int): Color = TODO()
