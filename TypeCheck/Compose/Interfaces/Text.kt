// androidx.compose.ui.text and androidx.compose.ui.text.font
@file:Suppress("UNUSED_PARAMETER")
package androidx.compose.ui.text

import androidx.compose.runtime.Immutable
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/TextStyle
// The constructor's parameters the export passes, by name; the real one has more, all defaulted.
@Immutable
class TextStyle(
    fontSize: TextUnit = TODO(),
    fontWeight: FontWeight? = null,
    fontFamily: FontFamily? = null,
    letterSpacing: TextUnit = TODO(),
    lineHeight: TextUnit = TODO(),
)
