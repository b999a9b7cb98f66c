// pass: ios
// error: has non-Sendable type
// A shape infers no main-actor isolation from `View` (the shipped `Shape` refines
// `_RemoveGlobalActorIsolation`), so it is a nonisolated `Sendable` value: a stored property of a
// non-`Sendable` type is rejected, as Apple's compiler rejects it.
import SwiftUI

final class PathCache {
    var rects: [CGRect] = []
}

struct CachedShape: Shape {
    let cache = PathCache()

    func path(in rect: CGRect) -> Path {
        Rectangle().path(in: rect)
    }
}
