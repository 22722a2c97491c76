// NSArray+Diffing.mm `asdk_diffWithArray:insertions:deletions:moves:` and
// `_asdk_commonIndexesWithArray:compareBlock:`: a longest common subsequence
// found by a length table and a backtrack that, on a tie, steps back in the
// new array; then insertions, deletions and moves read against it, with the
// quirks of Texture's loop kept (reference/transitions.md T2).

/// The difference between two arrays as Texture's layout transitions compute
/// it: indices inserted (in the new array), deleted (in the old one) and
/// moved (old index to new index), each list in the order Texture reports it.
public struct ArrayDiff: Hashable, Sendable {
    /// One element moved from `from` (old index) to `to` (new index).
    public struct Move: Hashable, Sendable {
        public var from: Int
        public var to: Int

        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// New indices, ascending.
    public var insertions: [Int]
    /// Old indices, ascending.
    public var deletions: [Int]
    /// Moves in the order they were found: ascending `to`.
    public var moves: [Move]

    public init(insertions: [Int], deletions: [Int], moves: [Move]) {
        self.insertions = insertions
        self.deletions = deletions
        self.moves = moves
    }

    /// Diffs `old` against `new`. With `detectingMoves` false it answers as
    /// Texture's variant without a `moves` out-parameter does, which finds no
    /// moves and so reports a moved element as deleted and inserted.
    ///
    /// Elements are matched by equality. Layout transitions diff distinct
    /// nodes; when an element occurs more than once, a move is taken from its
    /// first remaining old index (Texture leaves that choice to its hash map).
    public init<Element: Hashable>(from old: [Element], to new: [Element], detectingMoves: Bool = true) {
        var isCommon = [Bool](repeating: false, count: old.count)
        for index in ArrayDiff.commonIndexes(old, new) { isCommon[index] = true }
        var isDeleted = isCommon.map { !$0 }

        // Every old element with its old index, in order.
        var potentialMoves: [Element: [Int]] = [:]
        if detectingMoves {
            for (index, element) in old.enumerated() { potentialMoves[element, default: []].append(index) }
        }

        var insertions: [Int] = []
        var moves: [Move] = []
        var commonObjects = ArrayDiff.elements(of: old, where: isCommon)
        var i = 0
        for j in new.indices {
            var movedFrom: Int? = nil
            if let candidates = potentialMoves[new[j]], let k = candidates.first, k != j {
                movedFrom = k
                potentialMoves[new[j]] = candidates.count == 1 ? nil : Array(candidates.dropFirst())
                moves.append(Move(from: k, to: j))
            }
            if i < commonObjects.count && commonObjects[i] == new[j] {
                i += 1
            } else if let k = movedFrom {
                // The move stands for a deletion and an insertion: the
                // insertion is not reported, and the deletion is withdrawn.
                isDeleted[k] = false
                // A move may also come out of the common subsequence, which
                // shrinks under `i` (Texture does not adjust `i`).
                if isCommon[k] {
                    isCommon[k] = false
                    commonObjects = ArrayDiff.elements(of: old, where: isCommon)
                }
            } else {
                insertions.append(j)
            }
        }
        self.insertions = insertions
        self.deletions = old.indices.filter { isDeleted[$0] }
        self.moves = moves
    }

    /// The old indices of a longest common subsequence of `old` and `new`,
    /// ascending: the one Texture's backtrack finds.
    public static func commonIndexes<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int] {
        let n = old.count, m = new.count
        guard n > 0, m > 0 else { return [] }
        // lengths[i * (m + 1) + j]: the LCS length of old[..<i] and new[..<j].
        let width = m + 1
        var lengths = [Int32](repeating: 0, count: (n + 1) * width)
        for i in 1...n {
            for j in 1...m {
                if old[i - 1] == new[j - 1] {
                    lengths[i * width + j] = lengths[(i - 1) * width + j - 1] + 1
                } else {
                    lengths[i * width + j] = max(lengths[(i - 1) * width + j], lengths[i * width + j - 1])
                }
            }
        }
        var common: [Int] = []
        var i = n, j = m
        while i > 0 && j > 0 {
            if old[i - 1] == new[j - 1] {
                common.append(i - 1)
                i -= 1
                j -= 1
            } else if lengths[(i - 1) * width + j] > lengths[i * width + j - 1] {
                i -= 1
            } else {
                j -= 1
            }
        }
        return common.reversed()
    }

    static func elements<Element>(of array: [Element], where keep: [Bool]) -> [Element] {
        var out: [Element] = []
        for index in array.indices where keep[index] { out.append(array[index]) }
        return out
    }
}
