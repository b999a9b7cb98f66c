// androidx.compose.ui.text.font
package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontWeight
@Immutable
class FontWeight(val weight: Int)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily
@Immutable
sealed class FontFamily {
    companion object {
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily.Companion#Default()
        val Default: SystemFontFamily get() = TODO()
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily.Companion#Serif()
        val Serif: GenericFontFamily get() = TODO()
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily.Companion#Monospace()
        val Monospace: GenericFontFamily get() = TODO()
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/SystemFontFamily
sealed class SystemFontFamily : FontFamily()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/GenericFontFamily
class GenericFontFamily internal constructor(val name: String) : SystemFontFamily()
