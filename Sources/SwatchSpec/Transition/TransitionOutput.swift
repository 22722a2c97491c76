import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchTransitions

/// SPEC.md "Transition documents" output: every state's frames as `swatch
/// layout` prints them (with the state's name first), then every transition.
public enum TransitionOutput {
    public static func json(_ document: TransitionDocument, _ run: TransitionRun) -> String {
        var out = "{\n  \"states\": ["
        for (k, state) in document.states.enumerated() {
            out += k == 0 ? "\n    {\"name\": " : ",\n    {\"name\": "
            out += JSONWriter.string(state.name) + ","
            // The frames object of `swatch layout`, its members after the name.
            var frames = FramesJSON.render(state.document, run.layouts[k])[...]
            if frames.first == "{" { frames = frames.dropFirst() }
            while frames.last == "\n" { frames = frames.dropLast() }
            for character in frames {
                out.append(character)
                if character == "\n" { out += "    " }
            }
        }
        out += "\n  ],\n  \"transitions\": ["
        for (k, transition) in run.transitions.enumerated() {
            let (from, to) = run.states(of: k)
            out += k == 0 ? "\n    {" : ",\n    {"
            out += "\"from\": " + JSONWriter.string(document.states[from].name)
            out += ", \"to\": " + JSONWriter.string(document.states[to].name)
            out += ", \"duration\": " + JSONWriter.number(transition.timing.duration)
            out += ", \"delay\": " + JSONWriter.number(transition.timing.delay)
            out += ", \"animated\": " + (transition.timing.animated ? "true" : "false")
            out += ",\n     \"size\": [" + JSONWriter.numbers([transition.fromSize.width, transition.fromSize.height])
            out += ", " + JSONWriter.numbers([transition.toSize.width, transition.toSize.height]) + "]"
            out += ",\n     \"subnodes\": {\"before\": " + list(transition.before)
            out += ", \"during\": " + list(transition.during)
            out += ", \"after\": " + list(transition.after) + "}"
            out += ",\n     \"inserted\": " + list(transition.inserted)
            out += ", \"removed\": " + list(transition.removed)
            out += ", \"moved\": " + list(transition.moved)
            out += ",\n     \"fadeIn\": " + list(transition.fadeIn)
            out += ", \"fadeOut\": " + list(transition.fadeOut)
            out += ", \"frameAnimated\": " + list(transition.frameAnimated) + "}"
        }
        out += "\n  ]\n}\n"
        return out
    }

    static func list(_ ids: [String]) -> String {
        "[" + ids.map { JSONWriter.string($0) }.joined(separator: ", ") + "]"
    }
}
