import SwatchPlayground

/// Links that open a spec in the live playground (`swatch serve`'s
/// `/playground`): a named spec by `?spec=NAME`, any text by its share link
/// (`?z=DATA`, `ShareLink`). The server opens both without script.
///
///     PlaygroundLink.named("chat-bubble", playgroundPath: "/playground/")  // /playground/?spec=chat-bubble
///     PlaygroundLink.sharing(text, playgroundPath: "/playground/")         // /playground/?z=q1YqSs...
public enum PlaygroundLink {
    public static func named(_ name: String, playgroundPath: String) -> String {
        playgroundPath + "?spec=" + DemoFences.queryEscaped(name)
    }

    public static func sharing(_ text: String, playgroundPath: String) -> String {
        playgroundPath + "?" + ShareLink.parameter + "=" + ShareLink.encode(text)
    }
}
