import ArgumentParser

/// `tessera-studio`: the `tessera studio` command on its own. It is the one command that needs an
/// HTTP server, so `tessera` hands `studio` to it and builds without SwiftNIO and Hummingbird.
@main
struct TesseraStudioTool {
    static func main() async {
        await StudioCommand.main()
    }
}
