import Foundation
import SwiftParser
import SwiftSyntax

// availability-check --interfaces <folder> <source file or folder>...
//
// Fails (exit 1) when a use of a declared symbol newer than iOS 17 / macOS 14 is not inside a
// matching `if #available` or `@available` declaration, or when a symbol only SDKs of Swift 6.2
// compilers have is used outside `#if compiler(>=6.2)`.

func swiftFiles(under path: String, extension suffix: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    let entries = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return entries.filter { $0.hasSuffix(suffix) }.sorted().map { path + "/" + $0 }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments[0] == "--interfaces" else {
    FileHandle.standardError.write(
        Data("usage: availability-check --interfaces <folder> <source file or folder>...\n".utf8))
    exit(2)
}
let interfaces = swiftFiles(under: arguments[1], extension: ".swiftinterface")
let sources = arguments.dropFirst(2).flatMap { swiftFiles(under: $0, extension: ".swift") }
guard !interfaces.isEmpty, !sources.isEmpty else {
    FileHandle.standardError.write(
        Data("availability-check: no interface files in \(arguments[1]) or no sources given\n".utf8))
    exit(2)
}

do {
    let declarations = try collectDeclarations(interfaces)
    var problems: [String] = []
    var guarded = 0
    for source in sources {
        let tree = Parser.parse(source: try String(contentsOfFile: source, encoding: .utf8))
        let checker = UseChecker(declarations: declarations, file: source, tree: tree)
        checker.walk(tree)
        problems += checker.problems
        guarded += checker.guardedUses
    }
    if problems.isEmpty {
        print(
            "availability: \(sources.count) files; \(guarded) uses of symbols newer than iOS 17 / macOS 14, all guarded"
        )
    } else {
        for problem in problems { print(problem) }
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("availability-check: \(error)\n".utf8))
    exit(2)
}
