// Material 2's `colors` parameter, which Material 3's MaterialTheme calls `colorScheme`.
// Expect: no parameter with name 'colors' found
package check.negative

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable

@Composable
fun Screen() {
    MaterialTheme(colors = lightColorScheme()) {}
}
