import SwatchKit

extension EngineRequest {
    /// The module that answers this request; every other module answers
    /// it with `EngineAnswer.elsewhere(module)`, so which module a document
    /// needs is decided here alone.
    ///
    /// A playground request's module depends on its document's kind, told
    /// from its text. A module that never answers the playground (code,
    /// import) passes `detectingDocuments: false` and sends it to the core,
    /// which the page asks first and which tells the kind: the detection's
    /// code is then not linked into those modules.
    public func module(detectingDocuments: Bool = true) -> EngineModule {
        switch self {
        case .playground(let playground):
            // A state's tab, its document read by the transitions module, is the states module's.
            if playground.stateNames != nil { return .states }
            guard detectingDocuments else { return .core }
            return switch playground.documentKind {
            case .layout: .core
            case .ranges: .ranges
            case .transition: .transitions
            }
        case .layout(_, let format):
            if case .code = format.kind { return .code }
            return .core
        case .hit: return .core
        case .edit: return .edit
        case .ranges: return .ranges
        case .frames: return .frames
        case .transition: return .transitions
        case .importCode(_, let options):
            return switch options.step {
            case .read: .importer
            case .build: .importBuild
            }
        case .unread(_, let module): return module
        }
    }
}
