/// The spec `/playground` opens with: a small cell with something to change
/// in every line.
public enum PlaygroundStarter {
    public static let text = """
        {
          "title": "A starter cell: change a number and watch it move",
          "sizeRange": {"min": [375, 0], "max": [375, "inf"]},
          "root": {
            "type": "inset",
            "insets": {"top": 12, "left": 16, "bottom": 12, "right": 16},
            "child": {
              "type": "stack",
              "direction": "horizontal",
              "spacing": 12,
              "alignItems": "center",
              "children": [
                {"type": "image", "id": "avatar", "imageSize": [44, 44], "cornerRadius": 22, "color": "#c9d4e5"},
                {
                  "type": "stack",
                  "direction": "vertical",
                  "spacing": 6,
                  "alignItems": "start",
                  "style": {"flexGrow": 1, "flexShrink": 1},
                  "children": [
                    {"type": "node", "id": "name", "color": "#2a62c9", "intrinsicSize": [140, 14]},
                    {"type": "node", "id": "message", "color": "#9aa3ae", "style": {"height": 10, "alignSelf": "stretch"}}
                  ]
                },
                {"type": "node", "id": "badge", "color": "#ff6f91", "style": {"preferredSize": [20, 20]}}
              ]
            }
          }
        }

        """
}
