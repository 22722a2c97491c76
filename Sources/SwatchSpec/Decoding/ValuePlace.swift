import SwatchJSON

/// Where the reader found a value: the path of the object that holds it, the
/// key it is under there and, in an array under that key, its index. Reading
/// a value passes these along; the value's own path is made only when an
/// error names it.
struct ValuePlace {
    let parent: SpecPath
    let key: SpecKey?
    let index: Int?

    init(_ parent: SpecPath, _ key: SpecKey? = nil, index: Int? = nil) {
        self.parent = parent
        self.key = key
        self.index = index
    }

    var path: SpecPath {
        var path = parent
        if let key { path = path.appending(key.name) }
        if let index { path = path.appending(index) }
        return path
    }

    /// Item `n` of the array here.
    func appending(_ n: Int) -> ValuePlace {
        index == nil ? ValuePlace(parent, key, index: n) : ValuePlace(path, index: n)
    }
}
