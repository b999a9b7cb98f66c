import Foundation

/// Tokens Studio math, evaluated by a small bounded parser of its own: numbers with an optional
/// unit (`4`, `0.25rem`, `130%`), `+ - * /`, `^` (a power, as Tokens Studio's type scales write
/// `1.2px^3`), parentheses and the functions `floor`, `ceil`, `round`, `roundTo(value, digits)` (digits 0 when left out),
/// `min`, `max`, `abs` and CSS's `calc` (Open edX Paragon writes `calc(1rem * .25)`). As in Tokens
/// Studio, a product of two numbers of one unit keeps that unit (`6px * 1px` is `6px`), and a power
/// keeps its base's. References are replaced by their values before evaluation.
///
/// Nothing is ever handed to an interpreter: an expression longer than ``maximumLength``
/// characters or nested deeper than ``maximumDepth`` is refused, and anything the grammar does
/// not know is an ``EvaluationError`` naming the character where reading stopped.
struct TokenMath {
    /// A number and the unit written after it (`""` for none).
    struct Quantity: Equatable {
        var value: Double
        var unit: String
    }

    struct EvaluationError: Error, Equatable {
        var message: String
        /// The offset (in characters) where reading stopped.
        var offset: Int
    }

    static let maximumLength = 1_000
    static let maximumDepth = 32
    static let units: Set<String> = ["px", "rem", "em", "pt", "ms", "s", "%"]
    static let functions = ["floor", "ceil", "round", "roundTo", "min", "max", "abs", "calc"]

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    private init(_ text: String) {
        characters = Array(text)
    }

    /// The value of `expression`, or why it has none.
    static func evaluate(_ expression: String) -> Result<Quantity, EvaluationError> {
        guard expression.count <= maximumLength else {
            return .failure(
                EvaluationError(
                    message: "the expression is longer than \(maximumLength) characters", offset: maximumLength))
        }
        var parser = TokenMath(expression)
        do {
            let result = try parser.sum()
            parser.skipSpaces()
            guard parser.position == parser.characters.count else {
                throw parser.error("unexpected `\(parser.characters[parser.position])`")
            }
            guard result.value.isFinite else {
                throw EvaluationError(message: "the result is not a finite number", offset: 0)
            }
            return .success(result)
        } catch let error as EvaluationError {
            return .failure(error)
        } catch {
            return .failure(EvaluationError(message: "\(error)", offset: 0))
        }
    }

    /// Whether `text` looks like an expression rather than a plain value: it has an operator
    /// after its first character, a parenthesis or a function call.
    static func looksLikeExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first else { return false }
        if trimmed.contains("(") { return true }
        return trimmed.dropFirst().contains { "+-*/^".contains($0) }
            && (first.isNumber || first == "-" || first == "." || first == "(")
    }

    private func error(_ message: String) -> EvaluationError {
        EvaluationError(message: message, offset: position)
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    private mutating func sum() throws -> Quantity {
        var result = try product()
        while let next = peek(), next == "+" || next == "-" {
            position += 1
            let right = try product()
            result = try Self.combine(result, right, next == "+" ? (+) : (-), at: position)
        }
        return result
    }

    private mutating func product() throws -> Quantity {
        var result = try unary()
        while let next = peek(), next == "*" || next == "/" {
            position += 1
            let right = try unary()
            if next == "*" {
                // Tokens Studio multiplies the numbers of one unit and keeps it (`6px * 1px` is
                // `6px`), as the systems that write it expect; two different units are refused.
                guard result.unit.isEmpty || right.unit.isEmpty || result.unit == right.unit else {
                    throw error("cannot multiply \(result.unit) by \(right.unit)")
                }
                result = Quantity(
                    value: result.value * right.value, unit: result.unit.isEmpty ? right.unit : result.unit)
            } else {
                guard right.value != 0 else { throw error("division by zero") }
                if right.unit.isEmpty {
                    result = Quantity(value: result.value / right.value, unit: result.unit)
                } else if right.unit == result.unit {
                    result = Quantity(value: result.value / right.value, unit: "")
                } else {
                    throw error("cannot divide \(result.unit.isEmpty ? "a number" : result.unit) by \(right.unit)")
                }
            }
        }
        return result
    }

    /// `base ^ exponent`, right to left (`2^3^2` is `2^9`) and before a sign (`-2^2` is `-4`); the
    /// result keeps the base's unit. An exponent's unit counts for nothing, as in Tokens Studio,
    /// which evaluates an expression with its one unit set aside (`2.718^(-0.17 * 10px) * 10px`,
    /// a type ramp's tracking); one that differs from the base's unit is refused.
    private mutating func power() throws -> Quantity {
        let base = try primary()
        guard peek() == "^" else { return base }
        position += 1
        let exponent = try nested { try $0.unary() }
        guard exponent.unit.isEmpty || base.unit.isEmpty || exponent.unit == base.unit else {
            throw error("an exponent in \(exponent.unit) over a base in \(base.unit) mixes two units")
        }
        return Quantity(value: Foundation.pow(base.value, exponent.value), unit: base.unit)
    }

    private mutating func unary() throws -> Quantity {
        if peek() == "-" {
            position += 1
            let operand = try nested { try $0.unary() }
            return Quantity(value: -operand.value, unit: operand.unit)
        }
        if peek() == "+" {
            position += 1
            return try nested { try $0.unary() }
        }
        return try power()
    }

    /// Runs `body` one level deeper, refusing past ``maximumDepth``.
    private mutating func nested(_ body: (inout TokenMath) throws -> Quantity) throws -> Quantity {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error("the expression is nested deeper than \(Self.maximumDepth) levels")
        }
        return try body(&self)
    }

    private mutating func primary() throws -> Quantity {
        guard let next = peek() else { throw error("the expression ends where a number was expected") }
        if next == "(" {
            position += 1
            let inner = try nested { try $0.sum() }
            guard peek() == ")" else { throw error("`)` expected") }
            position += 1
            return inner
        }
        if next.isNumber || next == "." { return try number() }
        if next.isLetter {
            let start = position
            while position < characters.count, characters[position].isLetter { position += 1 }
            let name = String(characters[start..<position])
            guard Self.functions.contains(name) else {
                position = start
                throw error("unknown name `\(name)`; expressions may use \(Self.functions.joined(separator: ", "))")
            }
            guard peek() == "(" else { throw error("`(` expected after `\(name)`") }
            position += 1
            var arguments: [Quantity] = []
            repeat {
                if !arguments.isEmpty { position += 1 }
                arguments.append(try nested { try $0.sum() })
            } while peek() == ","
            guard peek() == ")" else { throw error("`)` expected to close `\(name)(`") }
            position += 1
            return try Self.apply(name, arguments, at: start)
        }
        throw error("unexpected `\(next)`")
    }

    private mutating func number() throws -> Quantity {
        let start = position
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            position += 1
        }
        guard let value = Double(String(characters[start..<position])) else {
            position = start
            throw error("`\(String(characters[start..<position]))` is not a number")
        }
        let unitStart = position
        while position < characters.count, characters[position].isLetter || characters[position] == "%" {
            position += 1
        }
        let unit = String(characters[unitStart..<position])
        guard unit.isEmpty || Self.units.contains(unit) else {
            position = unitStart
            throw error("unknown unit `\(unit)`; expected \(Self.units.sorted().joined(separator: ", "))")
        }
        return Quantity(value: value, unit: unit)
    }

    private static func combine(
        _ left: Quantity, _ right: Quantity, _ operation: (Double, Double) -> Double, at offset: Int
    ) throws -> Quantity {
        guard left.unit.isEmpty || right.unit.isEmpty || left.unit == right.unit else {
            throw EvaluationError(message: "cannot add \(left.unit) and \(right.unit)", offset: offset)
        }
        return Quantity(value: operation(left.value, right.value), unit: left.unit.isEmpty ? right.unit : left.unit)
    }

    private static func apply(_ name: String, _ arguments: [Quantity], at offset: Int) throws -> Quantity {
        let unit = arguments.first { !$0.unit.isEmpty }?.unit ?? ""
        guard arguments.allSatisfy({ $0.unit.isEmpty || $0.unit == unit }) else {
            throw EvaluationError(message: "`\(name)` is given different units", offset: offset)
        }
        let values = arguments.map(\.value)
        switch name {
        case "roundTo":
            // Tokens Studio's `roundTo(value)` rounds to a whole number.
            let digits = values.count == 2 ? values[1] : 0
            guard (1...2).contains(values.count), digits == digits.rounded(), (0...15).contains(digits),
                arguments.count < 2 || arguments[1].unit.isEmpty
            else {
                throw EvaluationError(
                    message: "`roundTo` takes a value and a whole number of decimal places from 0 to 15", offset: offset
                )
            }
            let scale = Foundation.pow(10, digits)
            return Quantity(
                value: (values[0] * scale).rounded(.toNearestOrAwayFromZero) / scale, unit: arguments[0].unit)
        case "min", "max":
            guard let result = name == "min" ? values.min() : values.max() else {
                throw EvaluationError(message: "`\(name)` needs a value", offset: offset)
            }
            return Quantity(value: result, unit: unit)
        default:
            guard values.count == 1, let value = values.first else {
                throw EvaluationError(message: "`\(name)` takes one value; found \(values.count)", offset: offset)
            }
            let result: Double =
                switch name {
                case "floor": value.rounded(.down)
                case "ceil": value.rounded(.up)
                case "round": value.rounded(.toNearestOrAwayFromZero)
                case "calc": value
                default: abs(value)
                }
            return Quantity(value: result, unit: unit)
        }
    }
}
