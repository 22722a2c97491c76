import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// A spec's elements and values as bytes: an element is its type's raw
/// value and its members; a member is its key's ordinal and its value, a
/// tag then what the value holds.
extension ByteWriter {
    mutating func element(_ e: SpecTree.Element) {
        byte(e.type.rawValue)
        members(e.members)
    }

    mutating func members(_ list: [SpecTree.Member]) {
        self.list(list) { w, m in
            w.uint(m.key.ordinal)
            w.value(m.value)
        }
    }

    mutating func value(_ v: SpecTree.Value) {
        switch v {
        case .number(let n):
            byte(0)
            double(n)
        case .bool(let b):
            byte(1)
            bool(b)
        case .string(let s):
            byte(2)
            string(s)
        case .dimension(.auto):
            byte(3)
        case .dimension(.points(let p)):
            byte(4)
            double(p)
        case .dimension(.fraction(let f)):
            byte(5)
            double(f)
        case .pair(let a, let b):
            byte(6)
            double(a)
            double(b)
        case .object(let list):
            byte(7)
            members(list)
        case .strings(let list):
            byte(8)
            stringList(list)
        case .element(let e):
            byte(9)
            element(e)
        case .elements(let list):
            byte(10)
            self.list(list) { $0.element($1) }
        }
    }
}

extension ByteReader {
    mutating func element() throws(ImportError) -> SpecTree.Element {
        try enter()
        defer { leave() }
        guard let type = ElementType(rawValue: try byte()) else { throw damaged("an unknown element type") }
        return SpecTree.Element(type, try members())
    }

    mutating func members() throws(ImportError) -> [SpecTree.Member] {
        try list { r throws(ImportError) in
            let key = try r.specKey()
            return SpecTree.Member(key, try r.value())
        }
    }

    mutating func value() throws(ImportError) -> SpecTree.Value {
        switch try byte() {
        case 0: return .number(try double())
        case 1: return .bool(try bool())
        case 2: return .string(try string())
        case 3: return .dimension(.auto)
        case 4: return .dimension(.points(try double()))
        case 5: return .dimension(.fraction(try double()))
        case 6:
            let a = try double()
            return .pair(a, try double())
        case 7:
            try enter()
            defer { leave() }
            return .object(try members())
        case 8: return .strings(try stringList())
        case 9: return .element(try element())
        case 10:
            return .elements(try list { r throws(ImportError) in try r.element() })
        default: throw damaged("an unknown kind of value")
        }
    }
}
