/// How new element ids are made wherever Swatch makes one (the playground's
/// tree tools, `swatch import`): the name wanted, else the name with the
/// first number from 2 that no element has (`name2`, `name3`).
public enum ElementIDs {
    public static func fresh(_ base: String, taken: Set<String>) -> String {
        let name = base.isEmpty ? "node" : base
        guard taken.contains(name) else { return name }
        var n = 2
        while taken.contains(name + String(n)) { n += 1 }
        return name + String(n)
    }
}
