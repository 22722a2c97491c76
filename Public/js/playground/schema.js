// The spec language as the page carries it (#pg-schema: what `swatch schema`
// prints): element types, their child slots in Texture's sublayout order,
// which are display nodes. Nothing here lists a key or a type itself.
import { embedded } from "./dom.js";

const schema = embedded("pg-schema") || { $defs: {} };

/** The JSON Schema definition of an element type, or null. */
export function elementDefinition(type) {
  return schema.$defs["element." + type] || null;
}

/** Child slots of `type`: [{key, list, required}], in the order the engine numbers elements. */
export function childSlots(type) {
  const definition = elementDefinition(type);
  return (definition && definition["x-swatch-children"]) || [];
}

/** True for display nodes (node, text, image): they have frames of their own. */
export function isDisplayNode(type) {
  const definition = elementDefinition(type);
  return !!(definition && definition["x-swatch-displayNode"]);
}

/** Every element type's name. */
export function elementTypes() {
  const union = schema.$defs.element;
  return (union && union.properties && union.properties.type && union.properties.type.enum) || [];
}

/** A named definition of the schema (`style`, `dimension`...), or null. */
export function definition(name) {
  return schema.$defs[name] || null;
}

/** A new element of `type` as JSON text: its required keys, a node in each required child slot. */
export function starterElement(type, id) {
  const def = elementDefinition(type);
  const parts = ['"type": ' + JSON.stringify(type)];
  if (isDisplayNode(type)) parts.push('"id": ' + JSON.stringify(id));
  const required = (def && def.required) || [];
  for (const key of required) {
    if (key === "type") continue;
    const property = def.properties[key];
    if (childSlots(type).some((slot) => slot.key === key)) continue;
    if (key === "text") parts.push('"text": "Text"');
    else if (key === "url") parts.push('"url": "https://example.com/photo.jpg", "imageSize": [120, 90], "loaded": true');
    else if (property && property.default !== undefined) parts.push(JSON.stringify(key) + ": " + JSON.stringify(property.default));
  }
  if (type === "node" || type === "image" || type === "cell") parts.push('"style": {"preferredSize": [44, 44]}');
  if (type === "node" || type === "cell") parts.push('"color": "#c9d4e5"');
  if (type === "button") parts.push('"title": {"text": "Button"}', '"userInteractionEnabled": true');
  for (const slot of childSlots(type)) {
    if (!slot.required) continue;
    const child = '{"type": "node", "id": ' + JSON.stringify(id + "-child") + ', "color": "#c9d4e5", "style": {"preferredSize": [44, 44]}}';
    parts.push(JSON.stringify(slot.key) + ": " + (slot.list ? "[" + child + "]" : child));
  }
  return "{" + parts.join(", ") + "}";
}
