import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// A file that is not Figma variables says what it lacks, where; nothing crashes.
struct FigmaReaderTests {
    @Test(arguments: [
        ("{}", "bad.json:1:1: error: $: not a Figma variables file"),
        ("[]", "bad.json:1:1: error: $: an empty array; expected a Figma variables file"),
        ("42", "bad.json:1:1: error: $: found a number; expected a Figma variables file"),
        ("{\n  \"meta\": {\"variables\": {}}\n}", "bad.json:2:11: error: meta: `meta` has no `variableCollections`"),
        ("{\"variables\": []}", "bad.json:1:1: error: $: there are `variables` but no `variableCollections`"),
        (
            "{\"meta\": {\"variableCollections\": {}, \"variables\": {\n  \"v\": {\"name\": \"x\", \"variableCollectionId\": \"c\", \"valuesByMode\": {}}}}}",
            "bad.json:2:8: error: meta.variables.v: variable v has no `resolvedType`"
        ),
        (
            "{\"meta\": {\"variableCollections\": {}, \"variables\": {\"v\": {\"name\": \"x\", \"variableCollectionId\": \"c\", \"resolvedType\": \"COLOR\",\n \"valuesByMode\": {\"m\": {\"r\": 2, \"g\": 0, \"b\": 0}}}}}}",
            "bad.json:2:24: error: meta.variables.v.valuesByMode.m: colour channels are from 0 to 1"
        ),
        (
            "{\"meta\": {\"variableCollections\": {}, \"variables\": {\"v\": {\"name\": \"x\", \"variableCollectionId\": \"c\", \"resolvedType\": \"COLOR\",\n \"valuesByMode\": {\"m\": {\"type\": \"VARIABLE_ALIAS\"}}}}}}",
            "bad.json:2:24: error: meta.variables.v.valuesByMode.m: a VARIABLE_ALIAS needs the `id`"
        ),
        (
            "{\"meta\": {\"variables\": {}, \"variableCollections\": {\"c\": {\"id\": \"c\", \"name\": \"C\", \"modes\": [\n  {\"name\": \"Light\"}]}}}}",
            "bad.json:2:3: error: meta.variableCollections.c.modes[0]: a mode has a string `modeId` and `name`"
        ),
        (
            "{\"variableModeValues\": [{\"variableId\": \"v\", \"modeId\": \"m\", \"value\": 1}]}",
            "bad.json:1:40: error: variableModeValues[0].variableId: `v` is not a variable this body creates"
        ),
        ("{\"meta\": ", "bad.json:1:10: error: meta: the file ends"),
        (
            "{\"meta\": {\"variables\": {}, \"variableCollections\": {\"c\": {\"id\": \"c\", \"name\": \"C\", \"modes\": ["
                + (0..<41).map { "{\"modeId\": \"\($0)\", \"name\": \"M\($0)\"}" }.joined(separator: ", ") + "]}}}}",
            "bad.json:1:91: error: meta.variableCollections.c.modes: collection `C` has 41 modes; Figma allows at most 40"
        ),
    ])
    func badInputSaysWhatIsMissingWhere(_ json: String, _ expected: String) {
        let read = FigmaFile.read(Data(json.utf8), file: "bad.json")
        #expect(!read.isValid)
        #expect(
            read.diagnostics.contains { $0.description.hasPrefix(expected) }, "\(read.diagnostics.map(\.description))")
    }

    @Test func aValueOfTheWrongKindIsAnErrorAtTheValue() {
        let json = FigmaFixture.response(
            collections: [FigmaFixture.collection("c", "Base", modes: [("m", "Value")])],
            variables: [FigmaFixture.variable("v", "gap", in: "c", "FLOAT", #"{"m": "wide"}"#, scopes: #"["GAP"]"#)])
        let converted = FigmaTokens.convert(FigmaFixture.read(json, file: "kind.json"), name: "x", file: "kind.json")
        #expect(!converted.isValid)
        #expect(
            converted.diagnostics.map(\.message) == ["variable `gap` is FLOAT but its value in mode `m` is a STRING"])
        #expect(converted.diagnostics.first?.location.isKnown == true)
    }

    @Test func aVariableOfACollectionNotInTheFileIsAnErrorUnlessRemote() {
        let local = FigmaFixture.response(
            collections: [], variables: [FigmaFixture.variable("v", "gap", in: "gone", "FLOAT", #"{"m": 2}"#)])
        #expect(
            FigmaTokens.convert(FigmaFixture.read(local), name: "x").diagnostics.map(\.message)
                == ["variable `gap` belongs to collection `gone`, which is not in the file"])
        let remote = local.replacingOccurrences(of: #""scopes""#, with: #""remote": true, "scopes""#)
        let converted = FigmaTokens.convert(FigmaFixture.read(remote), name: "x")
        #expect(converted.isValid)
        #expect(converted.read().tokens["gap"]?.value.numberValue == 2)
    }

    @Test(arguments: [
        "", "null", "[1, 2]", #"{"meta": []}"#, #"{"meta": {"variables": 3, "variableCollections": "x"}}"#,
        #"{"variableCollections": [{"action": "CREATE"}], "variableModeValues": {}}"#,
        #"[{"variables": [{"action": "CREATE", "id": "a", "name": "a", "variableCollectionId": "c", "resolvedType": "FLOAT"}]}]"#,
    ])
    func malformedInputIsRefusedAtEveryStage(_ json: String) {
        // Each is refused by the time it is converted (a body that creates a variable in a
        // collection it never creates reads, then fails to convert), with an error in x.json.
        let read = FigmaFile.read(Data(json.utf8), file: "x.json")
        let converted = FigmaTokens.convert(read, name: "x", file: "x.json")
        #expect(!converted.isValid && converted.files.isEmpty, "\(converted.diagnostics)")
        let errors = (read.diagnostics + converted.diagnostics).filter(\.isError)
        #expect(errors.contains { $0.description.hasPrefix("x.json:") }, "\(errors)")
        let imported = FigmaImport.theme(from: read, file: "x.json")
        #expect(!imported.isValid && imported.theme == nil, "\(imported.diagnostics)")
    }
}
