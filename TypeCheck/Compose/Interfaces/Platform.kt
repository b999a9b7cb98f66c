// androidx.compose.ui.platform
package androidx.compose.ui.platform

import android.content.Context
import androidx.compose.runtime.ProvidableCompositionLocal

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalContext()
val LocalContext: ProvidableCompositionLocal<Context> get() = TODO()
