/// Keeps libmicrohttpd from storing a request's query parameters.
///
/// libmicrohttpd 0.9.75 splits the query into parameters as soon as the
/// request line is read, each kept in 56 bytes of the connection's memory
/// (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`, then 48 KiB): about 750 of them,
/// a URL of 3.2 KB, used it all up, and the connection was then dropped
/// with no answer and no log line, far under the server's limit for a
/// head (then 32 KiB). The server never asks libmicrohttpd for them (`Request`
/// parses the target it kept), so none need be stored.
///
/// It finds the parameters from the `?` it saw before calling the URI log
/// callback, and it stops at the first NUL: the callback ends the target
/// just after its `?` in the buffer libmicrohttpd reads it from (the
/// buffer libmicrohttpd itself writes NULs into as it splits the line),
/// and there are no parameters left to store.
enum QueryCut {
    /// Ends the C string `uri` just after its first `?`, if it has one.
    /// Called from the URI log callback only, with libmicrohttpd's own
    /// buffer for the request line.
    static func apply(to uri: UnsafePointer<CChar>) {
        var cursor = UnsafeMutablePointer(mutating: uri)
        while cursor.pointee != 0 {
            if cursor.pointee == CChar(UInt8(ascii: "?")) {
                (cursor + 1).pointee = 0
                return
            }
            cursor += 1
        }
    }
}
