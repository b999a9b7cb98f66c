// androidx.compose.foundation.shape
package androidx.compose.foundation.shape

import androidx.compose.ui.unit.Dp

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/CornerBasedShape
abstract class CornerBasedShape internal constructor()

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/RoundedCornerShape
class RoundedCornerShape internal constructor() : CornerBasedShape()

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/package-summary#RoundedCornerShape(androidx.compose.ui.unit.Dp)
fun RoundedCornerShape(size: Dp): RoundedCornerShape = TODO()
