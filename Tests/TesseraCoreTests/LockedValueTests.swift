import TesseraSync
import Testing

@Suite("The lock box")
struct LockedValueTests {
    @Test("a locked value counts every change made from many threads")
    func countsEveryChange() async {
        let counter = LockedValue(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.value == 8000)
    }

    @Test("a change made under the lock is what the next reader sees, and the body's result is returned")
    func returnsBodyResult() {
        let box = LockedValue(["a"])
        let count = box.withLock { names -> Int in
            names.append("b")
            return names.count
        }
        #expect(count == 2)
        #expect(box.value == ["a", "b"])
    }
}
