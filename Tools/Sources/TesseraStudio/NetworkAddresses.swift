#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This machine's addresses on its networks, read from its interfaces (`getifaddrs`): what a
/// device on the same network can connect to when the Studio listens on every address.
enum NetworkAddresses {
    /// The addresses of the interfaces that are up, loopback left out: IPv4, and with
    /// `includingIPv6` IPv6 too (not link-local ones, which a URL cannot name portably).
    /// Wired and wireless interfaces (`en…`, `eth…`, `wl…`) come first, then IPv4 before IPv6,
    /// then by interface name and address, so the order is the same on every run.
    static func current(includingIPv6: Bool) -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [(rank: Int, isIPv6: Bool, interface: String, address: String)] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }).map(\.pointee) {
            let flags = Int32(bitPattern: UInt32(entry.ifa_flags))
            guard let socket = entry.ifa_addr, flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else {
                continue
            }
            let family = Int32(socket.pointee.sa_family)
            guard family == AF_INET || (includingIPv6 && family == AF_INET6) else { continue }
            let length = family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(socket, socklen_t(length), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
            else { continue }
            let address = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard !address.lowercased().hasPrefix("fe80") else { continue }
            let interface = entry.ifa_name.map { String(cString: $0) } ?? ""
            let rank = ["en", "eth", "wl"].contains { interface.hasPrefix($0) } ? 0 : 1
            found.append((rank, family == AF_INET6, interface, address))
        }
        let sorted = found.sorted {
            ($0.rank, $0.isIPv6 ? 1 : 0, $0.interface, $0.address) < (
                $1.rank, $1.isIPv6 ? 1 : 0, $1.interface, $1.address
            )
        }
        var seen: Set<String> = []
        return sorted.map(\.address).filter { seen.insert($0).inserted }
    }
}
