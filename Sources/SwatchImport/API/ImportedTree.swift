import SwatchSpec

/// What running the code made, before it is checked and written: the
/// spec's tree (`SpecTree`) with what the import learnt on the way. The
/// running hands it to the building (`CodeImport.build`), as a value in one
/// process or as bytes between modules (`ImportedTree+Bytes`).
struct ImportedTree {
    var tree: SpecTree
    var language: ImportLanguage
    /// The class laid out, and every class of the file that lays itself out.
    var className: String
    var classes: [String]
    /// In the order of the code.
    var assumptions: [Assumption]
    var warnings: [ImportWarning]
    /// `--set` names no assumption of this code has.
    var unusedSettings: [String]
    var sources: [ImportSource]
}
