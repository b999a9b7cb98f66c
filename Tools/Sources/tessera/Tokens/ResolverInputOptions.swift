import ArgumentParser

/// `NAME=VALUE` resolver inputs, shared by the commands that resolve tokens.
struct ResolverInputOptions: ParsableArguments {
    @Option(
        name: .customLong("input"),
        help: ArgumentHelp("A modifier's context, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
    var inputs: [String] = []

    func validate() throws { _ = try parsed() }

    func parsed() throws -> [String: String] {
        var result: [String: String] = [:]
        for input in inputs {
            let parts = input.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--input takes NAME=VALUE, e.g. --input appearance=dark; found '\(input)'.")
            }
            result[String(parts[0])] = String(parts[1])
        }
        return result
    }
}
