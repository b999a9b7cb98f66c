// androidx.compose.ui.unit
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp
@Immutable
@JvmInline
value class Dp(val value: Float)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).dp()
val Int.dp: Dp get() = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).dp()
val Double.dp: Dp get() = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit
@Immutable
@JvmInline
value class TextUnit internal constructor(internal val packedValue: Long)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).sp()
val Int.sp: TextUnit get() = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).sp()
val Double.sp: TextUnit get() = TODO()
