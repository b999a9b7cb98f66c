package android.app

// https://developer.android.com/reference/kotlin/android/app/UiModeManager
open class UiModeManager internal constructor() {
    // https://developer.android.com/reference/kotlin/android/app/UiModeManager#getcontrast (API 34)
    fun getContrast(): Float = TODO()
}
