import TesseraCore
import TesseraQR
public import TesseraStudioModel

/// Connecting a device (a phone or tablet on the same network) to a Studio that listens off
/// loopback: the URL its app is given — the live stream, `http://HOST:PORT/live?token=TOKEN`,
/// with the Studio's read-only device token, valid for the stream alone (it cannot open the
/// page, edit or save) — and that URL as a QR code, in the terminal and on the page.
public enum StudioDevice {
    /// The path of the live stream an app connects to.
    public static let livePath = "/live"

    /// Whether `host` means every address of this machine (`0.0.0.0`, `::`), so a device
    /// needs one of the machine's real addresses instead.
    public static func isWildcard(_ host: String) -> Bool {
        ["0.0.0.0", "::", "[::]"].contains(host)
    }

    /// The URLs a device can be given for a Studio on `host`:`port` with `token`: one for
    /// `host`, or for a wildcard host one for each of `addresses` (this machine's, best first).
    public static func urls(host: String, port: Int, token: String, addresses: [String]) -> [String] {
        (isWildcard(host) ? addresses : [host]).map { url(host: $0, port: port, token: token) }
    }

    /// The live stream's URL on one `host` (an IPv6 address in brackets).
    public static func url(host: String, port: Int, token: String) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)\(livePath)?token=\(token)"
    }

    /// What `tessera studio` prints for `urls` (none on loopback): the first URL and its QR
    /// code drawn for a terminal, then any other URL.
    public static func terminalText(_ urls: [String]) -> String {
        guard let url = urls.first else { return "" }
        var text = "Connect a device on this network: scan the code, or give its app \(url)\n"
        text += "The code grants the live theme stream only (read-only): it cannot open the page, edit or save.\n"
        if let code = try? QRCode(url) { text += QRCodeTerminal.text(for: code) }
        for other in urls.dropFirst() { text += "The device URL on another network of this machine: \(other)\n" }
        return text
    }

    /// `{"url": FIRST, "urls": [ALL], "svg": QR CODE OF FIRST}` for `GET /api/device`, or
    /// `{"urls": []}` when there is none (on loopback).
    public static func payload(_ urls: [String]) throws -> StudioPayload.Device {
        guard let url = urls.first else { return StudioPayload.Device(urls: []) }
        let svg = QRCodeSVG.document(for: try QRCode(url), label: "QR code of the device URL, \(url)")
        return StudioPayload.Device(url: url, urls: urls, svg: svg)
    }
}
