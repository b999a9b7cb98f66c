// A radius passed where Shapes takes a CornerBasedShape: the check must reject the type.
// Expect: argument type mismatch: actual type is 'Dp', but 'CornerBasedShape' was expected
package check.negative

import androidx.compose.material3.Shapes
import androidx.compose.ui.unit.dp

val shapes = Shapes(small = 8.dp)
