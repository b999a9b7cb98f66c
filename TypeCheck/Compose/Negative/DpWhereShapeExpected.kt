// A radius passed where Shapes takes a CornerBasedShape: the check must reject the type.
// Expect: Argument type mismatch
package check.negative

import androidx.compose.material3.Shapes
import androidx.compose.ui.unit.dp

val shapes = Shapes(small = 8.dp)
