import SwatchJSON

extension ImportRequest {
    /// The import call for `text` with these options and steps, as a page
    /// sends it (EngineRequest's JSON): what one import step hands the page
    /// to send the next. Bytes are written as base64url text; every member
    /// is written where it is not the reader's default, so that reading it
    /// back gives this request.
    public func requestJSON(text: String) -> String {
        var out = JSONByteWriter(capacity: text.utf8.count + readings.reduce(tree.count) { $0 + $1.count } * 4 / 3 + 256)
        out.append("{\"call\":\"import\",\"text\":")
        out.append(string: text)
        out.append(member: "language", string: language)
        out.append(member: "class", string: className)
        out.append(member: "fileName", string: fileName)
        if !settings.isEmpty {
            out.append(",\"set\":{")
            for (n, setting) in settings.enumerated() {
                if n > 0 { out.append(",") }
                out.append(string: setting.name)
                out.append(":")
                out.append(string: setting.value)
            }
            out.append("}")
        }
        out.append(member: "step", string: step == .read ? nil : step.rawValue)
        if !readings.isEmpty {
            var texts: [String] = []
            for reading in readings { texts.append(Base64URL.encode(reading)) }
            out.append(",\"readings\":")
            out.append(strings: texts)
        }
        if !choices.isEmpty {
            out.append(",\"choices\":{")
            for (n, choice) in choices.enumerated() {
                if n > 0 { out.append(",") }
                out.append(string: choice.name)
                out.append(choice.value ? ":true" : ":false")
            }
            out.append("}")
        }
        if !classes.isEmpty {
            out.append(",\"classes\":")
            out.append(strings: classes)
        }
        out.append(member: "tree", string: tree.isEmpty ? nil : Base64URL.encode(tree))
        out.append("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
