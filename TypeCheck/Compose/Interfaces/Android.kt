// The Android framework classes Theme.kt reads the contrast setting with (Java classes, declared as
// Kotlin sees them: static members in companion objects or nested objects).
package android.content

// https://developer.android.com/reference/kotlin/android/content/Context
abstract class Context {
    // https://developer.android.com/reference/kotlin/android/content/Context#getSystemService(kotlin.String)
    abstract fun getSystemService(name: String): Any?

    // https://developer.android.com/reference/kotlin/android/content/Context#getMainExecutor() (API 28)
    open fun getMainExecutor(): java.util.concurrent.Executor = TODO()

    companion object {
        // https://developer.android.com/reference/kotlin/android/content/Context#UI_MODE_SERVICE:kotlin.String
        const val UI_MODE_SERVICE: String = "uimode"
    }
}
