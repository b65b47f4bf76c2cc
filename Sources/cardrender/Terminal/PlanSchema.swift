import CardGeometry

/// The JSON Schema of what `cardrender plan` prints, as `plan --schema` prints it. The binary
/// carries it so that it needs no file beside it; docs/plan.schema.json holds the same bytes
/// (PlanSchemaTests keeps the two equal: change both).
enum PlanSchema {
    static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "cardrender-plan-2",
          "title": "cardrender plan, version 2",
          "description": "What `cardrender plan` prints: every still and every frame of the chosen scenes and animations, each a list of layers back to front. Units are points (y grows downwards), seconds and radians; colours are sRGB components from 0 to 1. Numbers are rounded to 1e-9.",
          "type": "object",
          "required": ["format", "version", "scenes"],
          "additionalProperties": false,
          "properties": {
            "format": { "const": "cardrender-plan" },
            "version": { "const": 2 },
            "scenes": { "type": "array", "items": { "$ref": "#/$defs/scene" } }
          },
          "$defs": {
            "number": { "type": "number" },
            "point": {
              "type": "object", "required": ["x", "y"], "additionalProperties": false,
              "properties": { "x": { "type": "number" }, "y": { "type": "number" } }
            },
            "size": {
              "type": "object", "required": ["width", "height"], "additionalProperties": false,
              "properties": { "width": { "type": "number", "minimum": 0 }, "height": { "type": "number", "minimum": 0 } }
            },
            "color": {
              "type": "object", "required": ["red", "green", "blue", "alpha"], "additionalProperties": false,
              "properties": {
                "red": { "type": "number", "minimum": 0, "maximum": 1 },
                "green": { "type": "number", "minimum": 0, "maximum": 1 },
                "blue": { "type": "number", "minimum": 0, "maximum": 1 },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1 }
              }
            },
            "photo": { "type": "integer", "minimum": 0, "description": "The photo's index in input order (manifest.json's photos)." },
            "textStyle": {
              "type": "object", "required": ["fontSize", "weight", "color", "alignment", "maxLines"], "additionalProperties": false,
              "properties": {
                "fontSize": { "type": "number", "exclusiveMinimum": 0, "description": "Points." },
                "weight": { "enum": ["regular", "medium", "semibold", "bold"] },
                "color": { "$ref": "#/$defs/color" },
                "alignment": { "enum": ["leading", "center", "trailing"] },
                "maxLines": { "type": "integer", "minimum": 0, "description": "The most lines, the last ending in an ellipsis when the text goes on; 0: as many as the layer's height holds." }
              }
            },
            "gradientStop": {
              "type": "object", "required": ["color", "location"], "additionalProperties": false,
              "properties": { "color": { "$ref": "#/$defs/color" }, "location": { "type": "number", "minimum": 0, "maximum": 1 } }
            },
            "content": {
              "type": "object",
              "required": ["kind"],
              "oneOf": [
                { "properties": { "kind": { "const": "card" }, "photo": { "$ref": "#/$defs/photo" } }, "required": ["photo"], "additionalProperties": false },
                { "properties": { "kind": { "const": "profileCard" }, "photo": { "$ref": "#/$defs/photo" } }, "required": ["photo"], "additionalProperties": false },
                { "properties": { "kind": { "const": "photo" }, "photo": { "$ref": "#/$defs/photo" } }, "required": ["photo"], "additionalProperties": false },
                { "properties": { "kind": { "const": "blurredPhoto" }, "photo": { "$ref": "#/$defs/photo" }, "radius": { "type": "number", "minimum": 0 } },
                  "required": ["photo", "radius"], "additionalProperties": false },
                { "properties": { "kind": { "const": "fill" }, "color": { "$ref": "#/$defs/color" } }, "required": ["color"], "additionalProperties": false },
                { "properties": { "kind": { "const": "sheet" }, "rows": { "type": "array", "items": { "$ref": "#/$defs/photo" } }, "rowHeight": { "type": "number", "exclusiveMinimum": 0 } },
                  "required": ["rows", "rowHeight"], "additionalProperties": false },
                { "properties": { "kind": { "const": "cameraControls" } }, "additionalProperties": false },
                { "properties": { "kind": { "const": "stamp" }, "text": { "type": "string" }, "color": { "$ref": "#/$defs/color" } },
                  "required": ["text", "color"], "additionalProperties": false },
                { "properties": { "kind": { "const": "image" }, "photo": { "$ref": "#/$defs/photo" }, "photoName": { "type": "string", "description": "A photo's file name, with or without its extension." },
                    "file": { "type": "string", "description": "An absolute path to an image file of the app's own." }, "fit": { "enum": ["cover", "fit"] } },
                  "required": ["fit"], "oneOf": [{ "required": ["photo"] }, { "required": ["photoName"] }, { "required": ["file"] }], "additionalProperties": false },
                { "properties": { "kind": { "const": "text" }, "text": { "type": "string" }, "style": { "$ref": "#/$defs/textStyle" } },
                  "required": ["text", "style"], "additionalProperties": false },
                { "properties": { "kind": { "const": "linearGradient" }, "stops": { "type": "array", "items": { "$ref": "#/$defs/gradientStop" } },
                    "startPoint": { "$ref": "#/$defs/point" }, "endPoint": { "$ref": "#/$defs/point" } },
                  "required": ["stops", "startPoint", "endPoint"], "additionalProperties": false }
              ]
            },
            "layer": {
              "type": "object",
              "required": ["content", "size", "position", "anchor", "rotation", "scale", "alpha", "cornerRadius"],
              "additionalProperties": false,
              "properties": {
                "content": { "$ref": "#/$defs/content" },
                "size": { "$ref": "#/$defs/size" },
                "position": { "$ref": "#/$defs/point", "description": "Where the anchor point sits on the canvas." },
                "anchor": { "$ref": "#/$defs/point", "description": "0 to 1 across the layer, (0.5, 0.5) its centre." },
                "rotation": { "type": "number", "description": "Radians, clockwise on screen." },
                "scale": { "type": "number", "minimum": 0 },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1 },
                "cornerRadius": { "type": "number", "minimum": 0 },
                "border": {
                  "type": "object", "required": ["width", "color"], "additionalProperties": false,
                  "properties": { "width": { "type": "number", "minimum": 0 }, "color": { "$ref": "#/$defs/color" } }
                },
                "shadow": {
                  "type": "object", "required": ["color", "opacity", "radius", "offset"], "additionalProperties": false,
                  "properties": {
                    "color": { "$ref": "#/$defs/color" },
                    "opacity": { "type": "number", "minimum": 0, "maximum": 1 },
                    "radius": { "type": "number", "minimum": 0 },
                    "offset": { "$ref": "#/$defs/point" }
                  }
                }
              }
            },
            "frame": {
              "type": "object",
              "required": ["time", "canvas", "background", "layers"],
              "additionalProperties": false,
              "properties": {
                "time": { "type": "number", "minimum": 0, "description": "Seconds from the start of the animation (0 for a still)." },
                "canvas": { "$ref": "#/$defs/size" },
                "background": { "$ref": "#/$defs/color" },
                "layers": { "type": "array", "items": { "$ref": "#/$defs/layer" } },
                "layoutDirection": { "enum": ["rtl"], "description": "Present when the frame reads right to left (labels and captions aligned to the right, a sheet's rows mirrored); absent: left to right." },
                "contentZoom": { "type": "number", "exclusiveMinimum": 0, "description": "Present when the scene was zoomed to its canvas: how many times larger than their points its cards' labels, a sheet's rows and thumbnails are drawn; absent: 1." }
              }
            },
            "scene": {
              "type": "object",
              "required": ["scene", "fps", "stills", "animations"],
              "additionalProperties": false,
              "properties": {
                "scene": { "enum": \#(sceneNames) },
                "fps": { "type": "number", "minimum": 1, "maximum": 240 },
                "stills": {
                  "type": "array",
                  "items": {
                    "type": "object", "required": ["name", "frame"], "additionalProperties": false,
                    "properties": { "name": { "type": "string" }, "frame": { "$ref": "#/$defs/frame" } }
                  }
                },
                "animations": {
                  "type": "array",
                  "items": {
                    "type": "object", "required": ["name", "summary", "duration", "frames"], "additionalProperties": false,
                    "properties": {
                      "name": { "type": "string" },
                      "summary": { "type": "string" },
                      "duration": { "type": "number", "minimum": 0 },
                      "frames": { "type": "array", "items": { "$ref": "#/$defs/frame" } }
                    }
                  }
                }
              }
            }
          }
        }
        """# + "\n"

    /// The built-in scenes' names as a JSON array.
    private static var sceneNames: String {
        "[" + SceneCatalog.names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
