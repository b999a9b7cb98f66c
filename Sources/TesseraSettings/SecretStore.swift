import Foundation

/// Where a settings session keeps `secure` settings — passwords, tokens — instead of the
/// settings file.
///
/// Without one, a secure setting is saved in the settings file like any other, in plain text;
/// `SettingsSession.savesSecretsInPlainText` says when that is the case, so it never happens
/// without the app knowing. On Apple platforms pass `KeychainSecretStore`; elsewhere implement
/// this protocol over the platform's secret service.
///
/// ```swift
/// let settings = SettingsSession<AccountSettings>(
///     store: try .applicationSupport(), secrets: KeychainSecretStore(service: "com.example.app"))
/// ```
public protocol SecretStore: Sendable {
    /// The secret saved under `key`, or `nil` when there is none.
    func secret(for key: String) async throws -> String?
    /// Saves `secret` under `key`, replacing what was there; `nil` removes it.
    func setSecret(_ secret: String?, for key: String) async throws
}

/// Secrets in memory, for tests and previews; gone when the process ends.
public actor InMemorySecretStore: SecretStore {
    private var secrets: [String: String]

    /// A store holding `secrets`, by key.
    public init(_ secrets: [String: String] = [:]) {
        self.secrets = secrets
    }

    public func secret(for key: String) -> String? { secrets[key] }

    public func setSecret(_ secret: String?, for key: String) {
        secrets[key] = secret
    }
}

#if canImport(Security)
import Security

/// Secrets in the Keychain, one generic password per setting, under `service`.
public struct KeychainSecretStore: SecretStore {
    /// The Keychain service the secrets are filed under (usually the app's bundle identifier).
    public var service: String

    public init(service: String) {
        self.service = service
    }

    /// Why the Keychain refused.
    public struct KeychainError: Error, CustomStringConvertible {
        public var status: OSStatus
        public var description: String {
            "the Keychain refused (\(SecCopyErrorMessageString(status, nil).map { $0 as String } ?? "status \(status)"))"
        }
    }

    private func query(_ key: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: key,
        ]
    }

    public func secret(for key: String) async throws -> String? {
        var query = query(key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw KeychainError(status: status) }
        return String(decoding: data, as: UTF8.self)
    }

    public func setSecret(_ secret: String?, for key: String) async throws {
        guard let secret else {
            let status = SecItemDelete(query(key) as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
            return
        }
        let data = Data(secret.utf8)
        let update = SecItemUpdate(query(key) as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if update == errSecSuccess { return }
        guard update == errSecItemNotFound else { throw KeychainError(status: update) }
        var item = query(key)
        item[kSecValueData as String] = data
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(status: status) }
    }
}
#endif
