import Foundation

/// Writes to standard error.
package func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
