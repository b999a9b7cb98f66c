import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export compose THEME -o DIR [--package com.example.theme]`
struct ExportComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Write a theme as Kotlin sources for a Jetpack Compose Material 3 theme.",
        discussion: """
            DIR receives Color.kt (every colour role in the four modes, Material colour schemes for \
            light, dark and increased contrast), Type.kt (text roles in sp), Shape.kt (radii), \
            Spacing.kt (Dp constants) and Theme.kt (TesseraTheme { }, which follows \
            isSystemInDarkTheme() and, on Android 14+, the contrast setting). Colours are the bytes \
            `tessera resolve` prints.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "The folder to write the .kt files into (created when missing).")
    var output: String

    @Option(help: "The Kotlin package of the generated files.")
    var package: String = ComposeExport.defaultPackage

    func validate() throws {
        guard ComposeExport.isPackageName(package) else {
            throw ValidationError(
                "--package takes a Kotlin package name such as com.example.theme; found '\(package)'.")
        }
    }

    func run() throws {
        let compiled = try theme.load()
        try ExportOutput.write(ComposeExport.files(for: compiled, package: package), into: output)
    }
}
