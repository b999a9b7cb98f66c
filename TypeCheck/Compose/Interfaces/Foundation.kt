// androidx.compose.foundation
package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/package-summary#isSystemInDarkTheme()
@Composable
@ReadOnlyComposable
fun isSystemInDarkTheme(): Boolean = TODO()
