import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// A spec tree as bytes: its title, its size range, then its root. An
/// element is its type's raw value and its members; a member is its key's
/// ordinal and its value, a tag then what the value holds.
extension ByteWriter {
    mutating func specTree(_ t: SpecTree) {
        string(t.title)
        size(t.sizeRange.min)
        size(t.sizeRange.max)
        element(t.root)
    }

    mutating func element(_ e: SpecTree.Element) {
        byte(e.type.rawValue)
        members(e.members)
    }

    mutating func members(_ list: [SpecTree.Member]) {
        uint(list.count)
        for m in list {
            uint(m.key.ordinal)
            value(m.value)
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
            uint(list.count)
            for e in list { element(e) }
        }
    }
}

extension ByteReader {
    mutating func specTree() throws(ImportError) -> SpecTree {
        let title = try string()
        let min = try size()
        let max = try size()
        return SpecTree(title: title, sizeRange: SizeRange(min: min, max: max), root: try element())
    }

    mutating func element() throws(ImportError) -> SpecTree.Element {
        try enter()
        defer { leave() }
        guard let type = ElementType(rawValue: try byte()) else { throw damaged("an unknown element type") }
        return SpecTree.Element(type, try members())
    }

    mutating func members() throws(ImportError) -> [SpecTree.Member] {
        let keys = SpecKey.allCases
        var out: [SpecTree.Member] = []
        for _ in 0..<(try count()) {
            let k = try uint()
            guard k < UInt64(keys.count) else { throw damaged("an unknown key") }
            out.append(SpecTree.Member(keys[Int(k)], try value()))
        }
        return out
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
            var list: [SpecTree.Element] = []
            for _ in 0..<(try count()) { list.append(try element()) }
            return .elements(list)
        default: throw damaged("an unknown kind of value")
        }
    }
}
