// androidx.compose.material3
package androidx.compose.material3

import androidx.compose.foundation.shape.CornerBasedShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle

// https://developer.android.com/reference/kotlin/androidx/compose/material3/ColorScheme
// (its public constructor is not declared: the export builds schemes with the functions below)
@Immutable
class ColorScheme internal constructor()

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#lightColorScheme(androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color)
fun lightColorScheme(
    primary: Color = TODO(), onPrimary: Color = TODO(), primaryContainer: Color = TODO(), onPrimaryContainer: Color = TODO(),
    inversePrimary: Color = TODO(), secondary: Color = TODO(), onSecondary: Color = TODO(), secondaryContainer: Color = TODO(),
    onSecondaryContainer: Color = TODO(), tertiary: Color = TODO(), onTertiary: Color = TODO(), tertiaryContainer: Color = TODO(),
    onTertiaryContainer: Color = TODO(), background: Color = TODO(), onBackground: Color = TODO(), surface: Color = TODO(),
    onSurface: Color = TODO(), surfaceVariant: Color = TODO(), onSurfaceVariant: Color = TODO(), surfaceTint: Color = primary,
    inverseSurface: Color = TODO(), inverseOnSurface: Color = TODO(), error: Color = TODO(), onError: Color = TODO(),
    errorContainer: Color = TODO(), onErrorContainer: Color = TODO(), outline: Color = TODO(), outlineVariant: Color = TODO(),
    scrim: Color = TODO(), surfaceBright: Color = TODO(), surfaceContainer: Color = TODO(), surfaceContainerHigh: Color = TODO(),
    surfaceContainerHighest: Color = TODO(), surfaceContainerLow: Color = TODO(), surfaceContainerLowest: Color = TODO(),
    surfaceDim: Color = TODO(),
): ColorScheme = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#darkColorScheme(androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Color)
fun darkColorScheme(
    primary: Color = TODO(), onPrimary: Color = TODO(), primaryContainer: Color = TODO(), onPrimaryContainer: Color = TODO(),
    inversePrimary: Color = TODO(), secondary: Color = TODO(), onSecondary: Color = TODO(), secondaryContainer: Color = TODO(),
    onSecondaryContainer: Color = TODO(), tertiary: Color = TODO(), onTertiary: Color = TODO(), tertiaryContainer: Color = TODO(),
    onTertiaryContainer: Color = TODO(), background: Color = TODO(), onBackground: Color = TODO(), surface: Color = TODO(),
    onSurface: Color = TODO(), surfaceVariant: Color = TODO(), onSurfaceVariant: Color = TODO(), surfaceTint: Color = primary,
    inverseSurface: Color = TODO(), inverseOnSurface: Color = TODO(), error: Color = TODO(), onError: Color = TODO(),
    errorContainer: Color = TODO(), onErrorContainer: Color = TODO(), outline: Color = TODO(), outlineVariant: Color = TODO(),
    scrim: Color = TODO(), surfaceBright: Color = TODO(), surfaceContainer: Color = TODO(), surfaceContainerHigh: Color = TODO(),
    surfaceContainerHighest: Color = TODO(), surfaceContainerLow: Color = TODO(), surfaceContainerLowest: Color = TODO(),
    surfaceDim: Color = TODO(),
): ColorScheme = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/material3/Typography
// (the fifteen baseline styles; the emphasized ones newer versions add are not passed)
@Immutable
class Typography(
    val displayLarge: TextStyle = TODO(), val displayMedium: TextStyle = TODO(), val displaySmall: TextStyle = TODO(),
    val headlineLarge: TextStyle = TODO(), val headlineMedium: TextStyle = TODO(), val headlineSmall: TextStyle = TODO(),
    val titleLarge: TextStyle = TODO(), val titleMedium: TextStyle = TODO(), val titleSmall: TextStyle = TODO(),
    val bodyLarge: TextStyle = TODO(), val bodyMedium: TextStyle = TODO(), val bodySmall: TextStyle = TODO(),
    val labelLarge: TextStyle = TODO(), val labelMedium: TextStyle = TODO(), val labelSmall: TextStyle = TODO(),
)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/Shapes
@Immutable
class Shapes(
    val extraSmall: CornerBasedShape = TODO(),
    val small: CornerBasedShape = TODO(),
    val medium: CornerBasedShape = TODO(),
    val large: CornerBasedShape = TODO(),
    val extraLarge: CornerBasedShape = TODO(),
)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#MaterialTheme(androidx.compose.material3.ColorScheme,androidx.compose.material3.Shapes,androidx.compose.material3.Typography,kotlin.Function0)
@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = TODO(),
    shapes: Shapes = TODO(),
    typography: Typography = TODO(),
    content: @Composable () -> Unit,
): Unit = TODO()
