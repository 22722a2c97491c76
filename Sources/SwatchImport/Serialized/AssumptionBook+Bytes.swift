import SwatchJSON

/// A run's assumptions as bytes, for the building to go on asking them:
/// the settings and the choices (each in the order of its names), what a
/// condition neither set nor chosen is, the assumptions in the order asked,
/// what comments note, and a setting that did not fit. An assumption is
/// its name, kind, value (`assumedValue`), whether it was set or noted, and
/// its place.
extension ByteWriter {
    mutating func book(_ b: AssumptionBook) {
        sorted(b.settings, { $0.string($1) }, { $0.string($1) })
        sorted(b.choices, { $0.string($1) }, { $0.bool($1) })
        bool(b.defaultCondition)
        list(b.assumptions) { $0.assumption($1) }
        sorted(b.noted, { $0.string($1) }, { $0.assumedValue($1) })
        optional(b.badSetting) { $0.error($1) }
    }

    mutating func assumption(_ a: Assumption) {
        string(a.name)
        byte(UInt8(Assumption.Kind.allCases.firstIndex(of: a.kind) ?? 0))
        assumedValue(a.value)
        bool(a.isSet)
        bool(a.isNoted)
        location(a.location)
    }

    mutating func assumedValue(_ v: AssumedValue) {
        switch v {
        case .bool(let b):
            byte(0)
            bool(b)
        case .number(let n):
            byte(1)
            double(n)
        case .text(let s):
            byte(2)
            string(s)
        case .size(let width, let height):
            byte(3)
            double(width)
            double(height)
        }
    }
}

extension ByteReader {
    mutating func book() throws(ImportError) -> AssumptionBook {
        let settings = try dictionary({ r throws(ImportError) in try r.string() }) { r throws(ImportError) in try r.string() }
        let choices = try dictionary({ r throws(ImportError) in try r.string() }) { r throws(ImportError) in try r.bool() }
        let defaultCondition = try bool()
        let assumptions = try list { r throws(ImportError) in try r.assumption() }
        let noted = try dictionary({ r throws(ImportError) in try r.string() }) { r throws(ImportError) in try r.assumedValue() }
        let badSetting = try optional { r throws(ImportError) in try r.error() }
        return AssumptionBook(
            settings: settings, choices: choices, defaultCondition: defaultCondition, assumptions: assumptions, noted: noted,
            badSetting: badSetting)
    }

    mutating func assumption() throws(ImportError) -> Assumption {
        let name = try string()
        let kinds = Assumption.Kind.allCases
        let kind = Int(try byte())
        guard kind < kinds.count else { throw damaged("an unknown kind of assumption") }
        let value = try assumedValue()
        let isSet = try bool()
        let isNoted = try bool()
        guard let location = try location() else { throw damaged("an assumption without its place") }
        return Assumption(name: name, kind: kinds[kind], value: value, isSet: isSet, location: location, isNoted: isNoted)
    }

    mutating func assumedValue() throws(ImportError) -> AssumedValue {
        switch try byte() {
        case 0: return .bool(try bool())
        case 1: return .number(try double())
        case 2: return .text(try string())
        case 3:
            let width = try double()
            return .size(width: width, height: try double())
        default: throw damaged("an unknown kind of value")
        }
    }
}
