/// Mutates Swift and Objective-C source the way a careless paste or a
/// hostile file would: cut short anywhere, ranges removed, doubled or
/// moved, lines swapped, words of both languages (brackets, strings,
/// interpolations, directives, loops that never end, calls that recurse)
/// put in, bytes flipped. The same generator state gives the same mutations.
public struct CodeMutator: FuzzMutator {
    public var maxLength = 64 << 10

    public init() {}

    public func mutateOnce<R: RandomNumberGenerator>(_ b: [UInt8], donor: [UInt8], using rng: inout R) -> [UInt8] {
        guard !b.isEmpty else { return Array(Self.words.randomElement(using: &rng)!.utf8) }
        let i = Int.random(in: 0...b.count, using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            // Cut short: a paste that stopped.
            return Array(b[..<i])
        case 1, 2:
            return Array(b[..<i]) + Array(Self.words.randomElement(using: &rng)!.utf8) + Array(b[i...])
        case 3:
            let end = min(b.count, i + Int.random(in: 1...80, using: &rng))
            return Array(b[..<i]) + Array(b[end...])
        case 4:
            // A range doubled: deeper nesting, repeated declarations.
            let end = min(b.count, i + Int.random(in: 1...400, using: &rng))
            return Array(b[..<end]) + Array(b[i..<end]) + Array(b[end...])
        case 5:
            guard !donor.isEmpty else { break }
            let d = Int.random(in: 0..<donor.count, using: &rng)
            let end = min(donor.count, d + Int.random(in: 1...200, using: &rng))
            return Array(b[..<i]) + Array(donor[d..<end]) + Array(b[i...])
        case 6:
            // Two lines swapped.
            var lines = b.split(separator: 10, omittingEmptySubsequences: false).map { Array($0) }
            guard lines.count > 1 else { break }
            lines.swapAt(Int.random(in: 0..<lines.count, using: &rng), Int.random(in: 0..<lines.count, using: &rng))
            return Array(lines.joined(separator: [10]))
        case 7:
            // A number made extreme.
            guard let r = Self.number(in: b, near: i) else { break }
            return Array(b[..<r.lowerBound]) + Array(Self.numbers.randomElement(using: &rng)!.utf8) + Array(b[r.upperBound...])
        default:
            break
        }
        var out = b
        let k = min(i, out.count - 1)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: out[k] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
        case 1: out[k] = Self.interestingBytes.randomElement(using: &rng)!
        default: out.insert(UInt8.random(in: 0...255, using: &rng), at: k)
        }
        return out
    }

    /// The digits of the number nearest after `i`.
    static func number(in b: [UInt8], near i: Int) -> Range<Int>? {
        var s = i
        while s < b.count, !(b[s] >= 48 && b[s] <= 57) { s += 1 }
        guard s < b.count else { return nil }
        var e = s
        while e < b.count, (b[e] >= 48 && b[e] <= 57) || b[e] == UInt8(ascii: ".") { e += 1 }
        return s..<e
    }

    static let numbers = ["0", "1e308", "1e999", "-1e308", "5e-324", "0.5", "100000", "2147483648", "99999999999", "-0", "1e7"]

    /// Pieces of both languages, and of broken code.
    static let words = [
        "{", "}", "(", ")", "[", "]", "@[", "@{", "@(", "^{", "\"", "@\"", "'", "\\(", "\"\"\"", "#\"", "/*", "*/", "//", ";", ",", ":",
        "#if FOO\n", "#else\n", "#endif\n", "#define X X\n", "#define F(a) F(a) a\n", "#undef X\n", "#if defined(A) && !B\n",
        " while true { }\n", " for (;;) { }\n", " for i in 0..<100000000 { }\n", " repeat { } while x\n", " while (YES) {}\n",
        " layoutSpecThatFits(constrainedSize)", " [self layoutSpecThatFits:constrainedSize]", " self.init()", " super.init()",
        " ASStackLayoutSpec.vertical()", " [ASStackLayoutSpec verticalStackLayoutSpec]", " ASInsetLayoutSpec(insets: .zero, child: ",
        " children: [", " children:@[", " .children = [self, self]", " style.flexGrow = 1e308", " style.preferredSize = CGSize(width: -1, height: .infinity)",
        " ASDimensionMakeWithFraction(2)", " ASDimensionMake(@\"1e999%\")", " UIEdgeInsetsMake(INFINITY, -INFINITY, NAN, 0)",
        " constrainedSize.max.width / 0", " if let x = y {", " guard x else { return ASLayoutSpec() }", " switch x { case .a: break }",
        " let", " var", " func", " class A: ASDisplayNode {", " @interface A : ASCellNode\n", " @implementation A\n", " @end\n",
        " - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {", " override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {",
        " return nil;", " return", " ?", " ?:", " ??", " ...", " ..<", " ->", " &&", " !", " `x`", " $0", " _ in", " in",
        " NSAttributedString(string: \"\\(x)\\(y)\")", " [UIFont systemFontOfSize:1e308]", " UIImage(named: \"\")", " as! ASTextNode",
        "\u{0}", "é", "🙂", "\r\n", "\t",
    ]

    static let interestingBytes: [UInt8] = Array("{}[]()\"'@#^\\:;,.0123456789 \n".utf8) + [0x00, 0x7F, 0x80, 0xC0, 0xE0, 0xED, 0xF4, 0xFF]
}
