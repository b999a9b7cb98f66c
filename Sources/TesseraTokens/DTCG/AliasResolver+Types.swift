@_spi(TesseraTools) import TesseraCore

/// How the resolver settles each token's type once its value is known: declared, aliased,
/// inherited from its group or (leniently) taken from the value; then checks the value against it.
extension AliasResolver {
    mutating func settleType(_ position: Int, aliasedType: String?) {
        let own = raw[position].ownType
        var type = own ?? aliasedType ?? raw[position].groupType
        if type == nil, strictness == .lenient, let value = resolved[position],
            let inferred = Self.inferredType(of: value)
        {
            type = inferred.rawValue
            tally.record(
                .typeInferred, detail: inferred.rawValue, at: raw[position].valuePath, location: raw[position].location,
                file: raw[position].file)
        }
        types[position] = type
        guard let type else {
            report(
                strictness.toleratedSeverity, .missingValue,
                "the token's type cannot be determined: give it `$type`, or a group `$type`, or make it an alias of a typed token",
                token: position)
            return
        }
        if let own, let aliasedType, own != aliasedType {
            if strictness == .lenient, let value = resolved[position],
                let converted = Self.converted(value, from: aliasedType, to: own)
            {
                if aliasedType == TokenType.dimension.rawValue { lengthsReadAsNumbers[position] = value }
                resolved[position] = converted
                tally.record(
                    .crossTypeAlias, detail: "\(aliasedType) as \(own)", at: raw[position].valuePath,
                    location: raw[position].location,
                    file: raw[position].file)
            } else {
                let why =
                    strictness == .lenient ? ", and a value of type \(aliasedType) cannot be read as a \(own)" : ""
                report(
                    .error, .typeMismatch, "this \(own) token aliases a token of type \(aliasedType)\(why)",
                    token: position)
                failed[position] = true
                return
            }
        }
        guard let known = TokenType(rawValue: type), var value = resolved[position] else { return }
        if strictness == .lenient {
            do {
                value = try lenientValue(value, as: known, token: position)
            } catch {
                report(
                    .error, .invalidValue, error.message, token: position, subpath: error.subpath,
                    at: error.node.location.isKnown ? error.node.location : nil)
                failed[position] = true
                return
            }
            resolved[position] = value
        }
        let membersAgree = checkMemberAliases(of: position, type: known)
        // A whole alias's value was checked at its target; a member aliasing the wrong type was just reported.
        if aliasedType == nil, membersAgree {
            var checker = ValueChecker()
            checker.check(value, as: known)
            for issue in checker.issues {
                report(
                    strictness.toleratedSeverity, .invalidValue, issue.message, token: position, subpath: issue.subpath,
                    at: issue.location.isKnown ? issue.location : nil)
            }
        }
    }

    /// Aliases inside a composite value must name tokens of the member's type.
    mutating func checkMemberAliases(of position: Int, type: TokenType) -> Bool {
        guard type.isComposite, let written = raw[position].value else { return true }
        var agree = true
        let objects: [(JSONNode, [JSONPath.Component])] =
            written.elements.map { elements in
                elements.enumerated().map { ($0.element, [JSONPath.Component.index($0.offset)]) }
            } ?? [(written, [])]
        for (object, subpath) in objects {
            for member in object.members ?? [] {
                guard let expected = ValueChecker.memberType(of: type, member: member.key),
                    let text = member.value.stringValue, let path = DTCGReference.alias(in: text),
                    let target = index[TokenTree.key(path)], let actual = types[target], actual != expected.rawValue
                else { continue }
                if strictness == .lenient, Self.convertible(from: actual, to: expected.rawValue) {
                    tally.record(
                        .crossTypeAlias, detail: "\(actual) as \(expected.rawValue)", at: raw[position].valuePath,
                        location: member.value.location, file: raw[position].file)
                    continue
                }
                report(
                    .error, .typeMismatch,
                    "`\(member.key)` must be a \(expected.rawValue); `{\(path.joined(separator: "."))}` is a token of type \(actual)",
                    token: position, subpath: subpath + [.key(member.key)], at: member.value.location)
                agree = false
            }
        }
        return agree
    }
}
