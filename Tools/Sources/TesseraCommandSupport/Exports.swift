// Every command writing a file reaches `OutputFile` through this module; the linter and the MCP
// server, which do not build this module's token libraries, import `TesseraOutputFile` itself.
@_exported import TesseraOutputFile
