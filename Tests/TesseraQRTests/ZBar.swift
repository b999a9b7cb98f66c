import Foundation
import TesseraQR
import TesseraTestSupport

/// A real QR decoder, `zbarimg` (zbar-tools), reading images of the codes this module makes.
/// `scripts/qr-check` installs it and sets `TESSERA_QR_CHECK=1`, which makes its absence a
/// failure rather than a reason to skip.
enum ZBar {
    /// Whether the decoding tests run: zbarimg is installed, or they are required.
    static var enabled: Bool { path("zbarimg") != nil || required }

    static var required: Bool { ProcessInfo.processInfo.environment["TESSERA_QR_CHECK"] == "1" }

    /// The full path of `tool` on `PATH`, if it is there.
    static func path(_ tool: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A binary greyscale image (PGM) of `modules` (true dark), `scale` pixels per module, with
    /// a light quiet zone of `QRCode.quietZone` modules.
    static func image(side: Int, scale: Int = 3, dark: (Int, Int) -> Bool) -> Data {
        let margin = QRCode.quietZone
        let pixels = (side + 2 * margin) * scale
        var data = Data("P5\n\(pixels) \(pixels)\n255\n".utf8)
        for py in 0..<pixels {
            for px in 0..<pixels {
                data.append(dark(px / scale - margin, py / scale - margin) ? 0 : 255)
            }
        }
        return data
    }

    /// The image of `code`'s modules.
    static func image(_ code: QRCode) -> Data {
        image(side: code.size) { code[x: $0, y: $1] }
    }

    /// What zbarimg reads from the image file `data` (named with `fileExtension`), as bytes.
    static func decode(_ data: Data, fileExtension: String = "pgm") throws -> [UInt8] {
        let folder = try TemporaryFolder.create("tessera-qr")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("code.\(fileExtension)")
        try data.write(to: file)
        let output = try run("zbarimg", ["--raw", "-q", "-Sbinary", file.path])
        return output
    }

    /// The standard output of `tool` with `arguments`; a failure names its exit status and error.
    static func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> [UInt8] {
        guard let executable = path(tool) else {
            throw Failure(description: "\(tool) is not installed (scripts/qr-check installs it)")
        }
        let outcome = try Subprocess.run([executable] + arguments, input: input)
        guard outcome.status == 0 else {
            throw Failure(description: "\(tool) exited with \(outcome.status): \(outcome.errors)")
        }
        return Array(outcome.output)
    }
}
