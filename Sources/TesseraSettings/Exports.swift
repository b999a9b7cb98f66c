// What the settings API returns and takes — `ApplyResult`, `EditingIssue`, `LoadIssue`,
// `Recovery`, `EditingSession`, `RGBA` — comes from the core; an app that imports only
// TesseraSettings (or TesseraSettingsMacros) can name them.
@_exported import TesseraCore
