package android.os

// https://developer.android.com/reference/kotlin/android/os/Build
open class Build {
    // https://developer.android.com/reference/kotlin/android/os/Build.VERSION
    object VERSION {
        // https://developer.android.com/reference/kotlin/android/os/Build.VERSION#SDK_INT:kotlin.Int
        @JvmField val SDK_INT: Int = 0
    }

    // https://developer.android.com/reference/kotlin/android/os/Build.VERSION_CODES
    object VERSION_CODES {
        // https://developer.android.com/reference/kotlin/android/os/Build.VERSION_CODES#UPSIDE_DOWN_CAKE:kotlin.Int
        const val UPSIDE_DOWN_CAKE: Int = 34
    }
}
