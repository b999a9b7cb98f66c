public import Foundation

extension StoredValue {
    /// Reads saved data the way every store does, so nothing saved is ever lost: decodes
    /// `data`; when that fails, moves it aside with `setAside` (which returns where it went, or
    /// `nil` when there was nothing to move), then decodes `backup` instead. When the data cannot
    /// be moved (a read-only volume) it is left in place and the recovery says so.
    ///
    /// Store implementations call this from `load`; `data == nil` means nothing was saved.
    public static func read(
        _ data: Data?, backup: @autoclosure () -> Data?,
        decode: (Data) throws -> (value: Value, issues: [LoadIssue]),
        setAside: () throws -> String?
    ) -> StoredValue {
        guard let data else { return .missing }
        let failure: any Error
        do {
            let decoded = try decode(data)
            return StoredValue(value: decoded.value, issues: decoded.issues)
        } catch {
            failure = error
        }
        var reason = "\(failure)"
        var place: String?
        do {
            place = try setAside()
        } catch {
            reason += "; it could not be moved aside (\(error))"
        }
        let restored = backup().flatMap { try? decode($0) }
        return StoredValue(
            value: restored?.value, issues: restored?.issues ?? [],
            recovery: Recovery(setAsideAt: place, reason: reason, restoredFromBackup: restored != nil))
    }
}
