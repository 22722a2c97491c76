import SwatchJSON
import SwatchKit
import SwatchSVG

/// What comes from a range scenario's frame model, as the page's ranges
/// module hands it to the frames module (the call `frames`) once it has
/// read the scenario and found that it does (`RangesRenderer.usesFrames`):
/// the ranges module runs no frame model and draws no frame timeline.
public enum FramesRequest: Sendable {
    /// The playground's figure, its first half drawn (the range animation):
    /// the frame timeline goes after it (`PlaygroundRequest.framesAnswer`).
    case figure(PlaygroundRequest, RangeFigure)
    /// `swatch ranges --format FORMAT`'s output (its JSON with frames, its
    /// frame timeline), with the cell files the scenario names.
    case output(text: String, format: RangesFormat, cellFiles: [String: String]?)

    /// The request as a page sends it (EngineRequest's JSON, the call `frames`).
    public func requestJSON() -> String {
        var out = JSONByteWriter(capacity: 512)
        out.append("{\"call\":\"frames\"")
        switch self {
        case .figure(let playground, let figure):
            playground.append(to: &out)
            out.append(",\"figure\":{\"svg\":")
            out.append(string: figure.svg.text)
            out.append(",\"later\":[")
            for (n, group) in figure.svg.later.enumerated() {
                out.append(n > 0 ? ",[" : "[")
                out.append(integer: Int64(group.step))
                out.append(",")
                out.append(integer: Int64(group.bytes.lowerBound))
                out.append(",")
                out.append(integer: Int64(group.bytes.upperBound))
                out.append("]")
            }
            out.append("]")
            out.append(member: "steps", number: Double(figure.cursor.steps))
            out.append(member: "secondsPerStep", number: figure.cursor.secondsPerStep)
            out.append(member: "still", number: figure.cursor.still.map(Double.init))
            out.append("}")
        case .output(let text, let format, let cellFiles):
            out.append(",\"text\":")
            out.append(string: text)
            out.append(member: "format", string: format.rawValue)
            if let cellFiles { out.append(cells: cellFiles) }
        }
        out.append("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
