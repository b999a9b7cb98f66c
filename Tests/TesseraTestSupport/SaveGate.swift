/// A gate a test store's saves pass through, so a test can hold a save open and act while it
/// is under way.
///
/// A store calls `pass()` at the start of each save. While the gate is closed (it starts
/// closed) every save waits there until `open()`; `waitForSaves(_:)` returns once that many
/// saves have reached the gate.
public actor SaveGate {
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    /// How many saves have reached the gate.
    public var saves: Int { arrivals }

    /// Called by the store as a save starts: counts it, then waits while the gate is closed.
    public func pass() async {
        arrivals += 1
        let reached = watchers.filter { $0.count <= arrivals }
        watchers.removeAll { $0.count <= arrivals }
        for watcher in reached { watcher.continuation.resume() }
        guard !isOpen else { return }
        await withCheckedContinuation { held.append($0) }
    }

    /// Lets every held save, and every later one, through.
    public func open() {
        isOpen = true
        for continuation in held { continuation.resume() }
        held = []
    }

    /// Returns once `count` saves have reached the gate.
    public func waitForSaves(_ count: Int) async {
        guard arrivals < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }
}
