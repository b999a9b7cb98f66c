/// A closed set of cases that is one dimension of a dense table — a button's form or state, an
/// inset's variant. Each case has a position, and `count` is the number of cases as a constant,
/// so a lookup stays arithmetic. Debug builds check both against `allCases`, so adding a case
/// without updating them fails the first lookup in a test instead of reading a wrong cell.
@usableFromInline
package protocol TableAxis: CaseIterable, Equatable {
    /// The case's position in `allCases`.
    var position: Int { get }
    /// `allCases.count`, as a constant.
    static var count: Int { get }
}

extension TableAxis {
    /// The flat index of this case in the block of `Self.count` cells that `outer` starts, in a
    /// table whose rows are `outer` and whose columns are this axis: `outer × count + position`.
    @inlinable
    package func index(within outer: Int) -> Int {
        assert(
            Self.count == Self.allCases.count,
            "\(Self.self).count is \(Self.count); it has \(Self.allCases.count) cases")
        assert(Array(Self.allCases).firstIndex(of: self) == position, "\(self) is not at position \(position)")
        assert(outer >= 0, "negative row \(outer)")
        return outer * Self.count + position
    }
}
