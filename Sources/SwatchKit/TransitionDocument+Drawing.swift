import SwatchLayout
import SwatchSVG
import SwatchSpec

extension TransitionDocument {
    /// What a transition drawing needs: every state laid out with its
    /// drawing information, and the transitions of `run`.
    public func scene(_ run: TransitionRun) -> TransitionScene {
        TransitionScene(
            title: title,
            states: zip(states, run.layouts).map { state, layout in
                TransitionScene.State(
                    name: state.name, tree: state.document.tree, layout: layout, elements: state.document.drawables)
            },
            transitions: run.transitions)
    }
}
