/// How much a server reads, so a hostile or mistaken request is refused with a message rather
/// than exhausting memory or time.
public struct ServerLimits: Sendable, Hashable {
    /// The largest JSON-RPC message read from standard input, in bytes. A longer line is
    /// discarded as it arrives (never held in memory) and answered with an error.
    public var messageBytes: Int
    /// The largest Swift source (text or file) the lint tool reads, in UTF-8 bytes.
    public var sourceBytes: Int
    /// The largest theme text (a proposed change) the audit and diff tools read, in bytes.
    public var themeBytes: Int
    /// The largest code the role-for-value tool reads, in bytes.
    public var codeBytes: Int
    /// How deep arrays and objects may nest in a message.
    public var messageDepth: Int

    public init(
        messageBytes: Int = 8 << 20, sourceBytes: Int = 1 << 20, themeBytes: Int = 4 << 20, codeBytes: Int = 4096,
        messageDepth: Int = 64
    ) {
        self.messageBytes = messageBytes
        self.messageDepth = messageDepth
        self.sourceBytes = sourceBytes
        self.themeBytes = themeBytes
        self.codeBytes = codeBytes
    }
}
