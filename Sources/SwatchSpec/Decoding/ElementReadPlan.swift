/// What the reader needs of each element type, taken from the schema once and
/// kept in plain memory: key sets, child slots and number ranges, all
/// trivially copyable, so reading an element costs no reference counting.
struct ElementReadPlan {
    var allowed = SpecKeySet()
    var required = SpecKeySet()
    /// Up to three pairs of keys that exclude each other.
    var exclusiveCount = 0
    var exclusive: ((SpecKey, SpecKey), (SpecKey, SpecKey), (SpecKey, SpecKey)) = ((.type, .type), (.type, .type), (.type, .type))
    /// Up to two child slots, in sublayout order.
    var childCount = 0
    var firstChild: (key: SpecKey, isList: Bool) = (.child, false)
    var secondChild: (key: SpecKey, isList: Bool) = (.child, false)
    /// `userInteractionEnabled` when the spec does not say (the schema's
    /// default for the type: on for `node`, off for `text` and `image`).
    var userInteractionByDefault = true

    /// Per element type, in `ElementType` order.
    nonisolated(unsafe) static let plans: UnsafePointer<ElementReadPlan> = {
        let types = SpecSchema.elementTypes
        let plans = UnsafeMutablePointer<ElementReadPlan>.allocate(capacity: types.count)
        for (i, type) in types.enumerated() {
            var plan = ElementReadPlan()
            plan.allowed = type.keySet
            for key in type.keys where key.required { plan.required.insert(key.key) }
            precondition(type.exclusive.count <= 3 && type.children.count <= 2, "\(type.name): widen ElementReadPlan")
            plan.exclusiveCount = type.exclusive.count
            for (n, pair) in type.exclusive.enumerated() {
                switch n {
                case 0: plan.exclusive.0 = pair
                case 1: plan.exclusive.1 = pair
                default: plan.exclusive.2 = pair
                }
            }
            plan.childCount = type.children.count
            if let first = type.children.first { plan.firstChild = (first.key, first.isList) }
            if type.children.count > 1 { plan.secondChild = (type.children[1].key, type.children[1].isList) }
            plan.userInteractionByDefault = type.key(.userInteractionEnabled)?.defaultJSON != "false"
            plans.advanced(by: i).initialize(to: plan)
        }
        return UnsafePointer(plans)
    }()

    /// Pair `n` of the keys that exclude each other.
    func exclusivePair(_ n: Int) -> (SpecKey, SpecKey) {
        switch n {
        case 0: exclusive.0
        case 1: exclusive.1
        default: exclusive.2
        }
    }

    /// The range of every numeric key of elements and the style, by key (a key
    /// means the same wherever an element or a style has it).
    nonisolated(unsafe) static let numberRanges: UnsafePointer<NumberRange> = {
        let ranges = UnsafeMutablePointer<NumberRange>.allocate(capacity: SpecKey.keyCount)
        ranges.initialize(repeating: .any, count: SpecKey.keyCount)
        var keys = SpecSchema.style.keys
        for type in SpecSchema.elementTypes { keys += type.keys }
        for object in SpecSchema.elementObjects { keys += object.keys }
        for key in keys {
            if case .number(let range) = key.value { ranges[key.key.ordinal] = range }
        }
        return UnsafePointer(ranges)
    }()

    @inline(__always)
    static func plan(_ type: ElementType) -> ElementReadPlan { plans[Int(type.rawValue)] }

    @inline(__always)
    static func range(_ key: SpecKey) -> NumberRange { numberRanges[key.ordinal] }
}
