// androidx.compose.runtime: the symbols the exported theme uses, each beside the page it follows.
// Parameters the export never passes are left out (a call that compiles here names only
// parameters the real declaration has, with their types); nothing here accepts more than the real one.
package androidx.compose.runtime

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Composable
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ReadOnlyComposable
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class ReadOnlyComposable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Immutable
@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/CompositionLocal
sealed class CompositionLocal<T> {
    // https://developer.android.com/reference/kotlin/androidx/compose/runtime/CompositionLocal#current()
    val current: T
        @Composable @ReadOnlyComposable get() = TODO()
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidableCompositionLocal
abstract class ProvidableCompositionLocal<T> internal constructor() : CompositionLocal<T>() {
    // https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidableCompositionLocal#provides(kotlin.Any)
    infix fun provides(value: T): ProvidedValue<T> = TODO()
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidedValue
class ProvidedValue<T> internal constructor()

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#staticCompositionLocalOf(kotlin.Function0)
fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#CompositionLocalProvider(kotlin.Array,kotlin.Function0)
@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable () -> Unit): Unit = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#remember(kotlin.Any,kotlin.Function0)
// (inline with a crossinline @DisallowComposableCalls calculation in Compose; a plain lambda is what the export passes)
@Composable
fun <T> remember(key1: Any?, calculation: () -> T): T = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/FloatState
interface FloatState {
    val floatValue: Float
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/MutableFloatState
interface MutableFloatState : FloatState {
    override var floatValue: Float
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#mutableFloatStateOf(kotlin.Float)
fun mutableFloatStateOf(value: Float): MutableFloatState = TODO()

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/DisposableEffectScope
class DisposableEffectScope internal constructor() {
    // https://developer.android.com/reference/kotlin/androidx/compose/runtime/DisposableEffectScope#onDispose(kotlin.Function0)
    fun onDispose(onDisposeEffect: () -> Unit): DisposableEffectResult = TODO()
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/DisposableEffectResult
interface DisposableEffectResult

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#DisposableEffect(kotlin.Any,kotlin.Function1)
@Composable
fun DisposableEffect(key1: Any?, effect: DisposableEffectScope.() -> DisposableEffectResult): Unit = TODO()
