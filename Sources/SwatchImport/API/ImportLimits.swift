/// Explicit bounds on the work one import may do, so that any input,
/// however large or hostile, ends in a spec or an error, never a crash or
/// a hang.
public enum ImportLimits {
    /// Largest source accepted, in bytes.
    public static let maxSourceBytes = 1 << 20
    /// Most tokens one source may hold (after macros are expanded).
    public static let maxTokens = 400_000
    /// Deepest nesting of expressions, statements and blocks the parsers
    /// follow; and of closures inside closures, which are read before the
    /// code runs (a closure deeper is an error where it would run).
    public static let maxNesting = 200
    /// Deepest chain of calls (helper methods, blocks, initializers) the evaluator follows.
    public static let maxCallDepth = 48
    /// Deepest the evaluator goes into expressions and statements, across
    /// the methods and blocks it calls (each body is parsed within
    /// `maxNesting` on its own).
    public static let maxEvaluationDepth = 400
    /// Most steps (expressions and statements evaluated) in one run of the code.
    public static let maxSteps = 2_000_000
    /// Most times one loop runs.
    public static let maxLoopIterations = 10_000
    /// Longest string the code may build, in bytes (UTF-8).
    public static let maxStringBytes = 1 << 20
    /// Most items an array or a dictionary the code builds may hold.
    public static let maxCollectionCount = 1 << 20
    /// Most bytes of strings, arrays and dictionaries one run may build in
    /// all (each counted once, as it is built: an `append` counts what it
    /// adds, `s + s` the whole new string).
    public static let maxBuiltBytes = 64 << 20
    /// Most elements the spec may hold (as `SpecLimits.maxElements`).
    public static let maxElements = 10_000
    /// Most conditions tried both ways to find the branches that show more;
    /// conditions past these take their first branch untried.
    public static let maxProbedConditions = 24
    /// Most macro expansions in one Objective-C source.
    public static let maxMacroExpansions = 100_000
}
