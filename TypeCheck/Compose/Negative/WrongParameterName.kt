// A colour-scheme slot that Material 3 does not have: the check must reject the name.
// Expect: no parameter with name 'primaryColor' found
package check.negative

import androidx.compose.material3.lightColorScheme
import androidx.compose.ui.graphics.Color

val scheme = lightColorScheme(primaryColor = Color(0xFF0A84FF))
