package android.app

import java.util.concurrent.Executor

// https://developer.android.com/reference/kotlin/android/app/UiModeManager
open class UiModeManager internal constructor() {
    // https://developer.android.com/reference/kotlin/android/app/UiModeManager#getcontrast (API 34)
    fun getContrast(): Float = TODO()

    // https://developer.android.com/reference/kotlin/android/app/UiModeManager#addcontrastchangelistener (API 34)
    fun addContrastChangeListener(executor: Executor, listener: ContrastChangeListener): Unit = TODO()

    // https://developer.android.com/reference/kotlin/android/app/UiModeManager#removecontrastchangelistener (API 34)
    fun removeContrastChangeListener(listener: ContrastChangeListener): Unit = TODO()

    // https://developer.android.com/reference/kotlin/android/app/UiModeManager.ContrastChangeListener (API 34; a Java
    // interface with one method, so Kotlin converts a lambda to it)
    fun interface ContrastChangeListener {
        fun onContrastChanged(contrast: Float)
    }
}
