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

/** The whole JSON Schema (for completion). */
export function documentSchema() {
  return schema;
}
