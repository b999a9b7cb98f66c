public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// The formats a theme is exported in, each as the exact files `tessera export` writes — the
/// Studio's downloads use this too, so they are byte-identical to the command line's.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The complete theme file, standalone (no `extends`), in canonical order.
    case json
    /// DTCG token files and a resolver (`DTCGExport`).
    case dtcg
    /// CSS custom properties (`CSSExport`).
    case css
    /// Typed Swift members for the theme's custom roles (`SwiftExport`).
    case swift
    /// An Xcode asset catalog of the colour roles (`AssetCatalogExport`), paths under `Theme.xcassets/`.
    case xcassets
    /// Kotlin sources of a Jetpack Compose Material 3 theme (`ComposeExport`, package
    /// `com.example.theme`).
    case compose
    /// Figma variables: the body of Figma's "post variables" request (`FigmaExport`), checked
    /// against `FigmaLimits` (`FigmaExport.checkedText(for:file:)`); a body over a limit throws
    /// `FigmaLimits.Exceeded`.
    case figma

    /// The files of this format for `theme`, with paths relative to where they are written.
    public func files(for theme: CompiledTheme) throws -> [ExportedFile] {
        switch self {
        case .json: [ExportedFile(path: "\(theme.id).json", data: try ThemeFile.standaloneData(for: theme.spec))]
        case .dtcg: try DTCGExport.files(for: theme).map { ExportedFile(path: $0.path, data: $0.contents.data()) }
        case .css: [ExportedFile(path: "\(theme.id).css", data: Data(try CSSExport.stylesheet(for: theme).utf8))]
        case .swift: [ExportedFile(path: "ThemeRoles.swift", data: Data(SwiftExport.source(for: theme).utf8))]
        case .xcassets:
            AssetCatalogExport.files(for: theme).map { ExportedFile(path: "Theme.xcassets/" + $0.path, data: $0.data) }
        case .compose: ComposeExport.files(for: theme)
        case .figma:
            [
                ExportedFile(
                    path: "\(theme.id).figma.json",
                    data: Data(try FigmaExport.checkedText(for: theme, file: "\(theme.id).figma.json").utf8))
            ]
        }
    }
}

/// One exported file.
public struct ExportedFile: Sendable, Hashable {
    /// Where it goes, relative to the export's folder (`tokens/palette.tokens.json`).
    public var path: String
    public var data: Data
}

extension ExportedFile {
    /// Writes `files` under `folder` (creating folders as needed), each atomically, and returns
    /// their paths relative to `folder`, in order.
    @discardableResult
    public static func write(_ files: [ExportedFile], to folder: URL) throws -> [String] {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url, options: .atomic)
        }
        return files.map(\.path)
    }
}
