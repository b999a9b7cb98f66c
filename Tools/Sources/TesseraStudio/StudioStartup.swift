import Foundation
import NIOCore

/// Why the Studio could not start listening, in words that say what to do.
public enum StudioStartup {
    /// One line for a failure to listen on `host`:`port` — the port taken, or the address not
    /// this machine's — or `nil` for any other error.
    public static func problem(_ error: any Error, host: String, port: Int) -> String? {
        guard let code = (error as? IOError)?.errnoCode else { return nil }
        switch code {
        case EADDRINUSE:
            return
                "error: port \(port) on \(host) is in use (another Studio, or another program); choose another with --port, or --port 0 for any free one"
        case EADDRNOTAVAIL:
            return
                "error: \(host) is not an address of this machine; give one of its addresses with --host, or leave --host out for 127.0.0.1"
        case EACCES:
            return
                "error: port \(port) needs privileges to listen on; choose a port above 1023 with --port, or --port 0 for any free one"
        default:
            return nil
        }
    }
}
