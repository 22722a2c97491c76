/// What the reader needs of each element type, taken from the schema once and
/// kept in plain memory: key sets, child slots and number ranges, all
/// trivially copyable, so reading an element costs no reference counting.
struct ElementReadPlan {
    var allowed = SpecKeySet()
    var required = SpecKeySet()
    /// At most one pair of keys that exclude each other (`none` when unused).
    var exclusive: (SpecKey, SpecKey)? = nil
    /// Up to two child slots, in sublayout order.
    var childCount = 0
    var firstChild: (key: SpecKey, isList: Bool) = (.child, false)
    var secondChild: (key: SpecKey, isList: Bool) = (.child, false)

    /// Per element type, in `ElementType` order.
    nonisolated(unsafe) static let plans: UnsafePointer<ElementReadPlan> = {
        let types = SpecSchema.elementTypes
        let plans = UnsafeMutablePointer<ElementReadPlan>.allocate(capacity: types.count)
        for (i, type) in types.enumerated() {
            var plan = ElementReadPlan()
            plan.allowed = type.keySet
            for key in type.keys where key.required { plan.required.insert(key.key) }
            precondition(type.exclusive.count <= 1 && type.children.count <= 2, "\(type.name): widen ElementReadPlan")
            plan.exclusive = type.exclusive.first
            plan.childCount = type.children.count
            if let first = type.children.first { plan.firstChild = (first.key, first.isList) }
            if type.children.count > 1 { plan.secondChild = (type.children[1].key, type.children[1].isList) }
            plans.advanced(by: i).initialize(to: plan)
        }
        return UnsafePointer(plans)
    }()

    /// The range of every numeric key of elements and the style, by key (a key
    /// means the same wherever an element or a style has it).
    nonisolated(unsafe) static let numberRanges: UnsafePointer<NumberRange> = {
        let ranges = UnsafeMutablePointer<NumberRange>.allocate(capacity: SpecKey.allCases.count)
        ranges.initialize(repeating: .any, count: SpecKey.allCases.count)
        var keys = SpecSchema.style.keys
        for type in SpecSchema.elementTypes { keys += type.keys }
        for key in keys {
            if case .number(let range) = key.value { ranges[Int(key.key.rawValue)] = range }
        }
        return UnsafePointer(ranges)
    }()

    @inline(__always)
    static func plan(_ type: ElementType) -> ElementReadPlan { plans[Int(type.rawValue)] }

    @inline(__always)
    static func range(_ key: SpecKey) -> NumberRange { numberRanges[Int(key.rawValue)] }
}
