import SwatchJSON
import SwatchLayout

extension PlaygroundRequest {
    /// The request as a page sends it (EngineRequest's JSON, the call
    /// `playground`): what one module hands the page to ask another in its
    /// place (`EngineAnswer.elsewhere(_:request:)`). Every member the reader
    /// takes is written when it differs from the reader's default, so that
    /// reading it back gives this request.
    public func requestJSON() -> String {
        var out = JSONByteWriter(capacity: text.utf8.count + 256)
        out.append("{\"call\":\"playground\"")
        append(to: &out)
        out.append("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `,"text":…` and the members after it.
    func append(to out: inout JSONByteWriter) {
        out.append(",\"text\":")
        out.append(string: text)
        out.append(member: "width", number: width)
        out.append(member: "scale", number: scale)
        out.append(member: "state", number: state.map(Double.init))
        if debug { out.append(",\"debug\":true") }
        if accessibility { out.append(",\"accessibility\":true") }
        if cellFilesRead { out.append(cells: cellFiles) }
        out.append(member: "step", number: step.map(Double.init))
        if still { out.append(",\"still\":true") }
        out.append(member: "explain", string: explain)
        if let variants {
            out.append(",\"variants\":{\"widths\":[")
            for (n, width) in variants.widths.enumerated() {
                if n > 0 { out.append(",") }
                out.append(number: width)
            }
            out.append("],\"textSizes\":")
            var names: [String] = []
            for size in variants.textSizes { names.append(size.name) }
            out.append(strings: names)
            out.append("}")
        }
        if let stateNames {
            out.append(",\"states\":")
            out.append(strings: stateNames)
        }
    }
}

extension JSONByteWriter {
    /// `,"cells":{"NAME":"TEXT",…}`, the names in order.
    mutating func append(cells: [String: String]) {
        append(",\"cells\":{")
        for (n, name) in cells.keys.sorted().enumerated() {
            if n > 0 { append(",") }
            append(string: name)
            append(":")
            append(string: cells[name] ?? "")
        }
        append("}")
    }
}
