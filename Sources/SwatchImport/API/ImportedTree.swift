/// What running the code made, before it is built into a spec: the walk
/// of its layout (`MadeTree`), its values as the code gave them, with the
/// run's assumptions and warnings so far. The running hands it to the
/// building (`CodeImport.build`), as a value in one process or as bytes
/// between modules (`ImportedTree+Bytes`).
struct ImportedTree {
    var tree: MadeTree
    var language: ImportLanguage
    /// The class laid out, and every class of the file that lays itself out.
    var className: String
    var classes: [String]
    /// The run's assumptions, which the building goes on asking.
    var book: AssumptionBook
    /// The run's warnings.
    var warnings: [ImportWarning]
    /// The names `--set` gave, in the order given.
    var settingNames: [String]
    /// What the layout shows beyond its nodes, as the walk counted it (`LayoutWalk.content`).
    var content: Int
}
