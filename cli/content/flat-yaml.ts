/**
 * A fast path for flat YAML front matter: one `key: value` per line, where a value is a plain
 * or quoted string, an integer, true or false, a YYYY-MM-DD day (a string), or a one-line flow sequence of those. That is a
 * Knowledge Hub article's card (id, title, category, featured, tags, …), and the `yaml` library
 * spends ~0.3 ms building a positioned document for it. The data is exactly what
 * `parseDocument(text, { uniqueKeys: true }).toJS()` gives; any other YAML (nesting, comments,
 * escapes, anchors, floats, null, multi-line scalars, duplicate keys …) returns undefined and
 * goes to the library. Positions are worked out by the library only when an error needs one.
 */

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*): (.*)$/;
/** Characters a plain scalar cannot start with here (YAML indicators, signs, a dot). */
const PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`.+~]/;
/** What a plain scalar must not hold to be read here: a colon, ` #`, a backslash. */
const PLAIN_UNSAFE = /:|\s#|\\/;
/** A canonical decimal integer (the core schema reads it as a number). */
const INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/;
/** A day written YYYY-MM-DD: the core schema reads it as a string (only YAML 1.1 has timestamps). */
const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** One token that may be a number of another form (float, hex, octal, exponent): left to the library. */
const NUMBER_LIKE = /^[-+]?[0-9.][0-9a-zA-Z._+-]*$/;
/** Words the core schema reads as null or a boolean, and YAML 1.1 words some readers do: left to the library. */
const RESERVED = /^(?:null|Null|NULL|True|TRUE|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

type Scalar = string | number | boolean;

/** The data of a flat YAML mapping, or undefined when the library must read it. */
export function parseFlatYaml(text: string): Record<string, Scalar | Scalar[]> | undefined {
  if (/[\t\r]/.test(text)) return undefined;
  const data: Record<string, Scalar | Scalar[]> = {};
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = KEY_LINE.exec(line);
    if (!match) return undefined;
    const key = match[1]!;
    if (Object.hasOwn(data, key) || key === '__proto__') return undefined;
    const value = match[2]!.trim();
    const parsed = value.startsWith('[') ? sequence(value) : scalar(value);
    if (parsed === undefined) return undefined;
    data[key] = parsed;
  }
  return data;
}

function scalar(value: string): Scalar | undefined {
  const quote = value.charAt(0);
  if (quote === '"' || quote === "'") {
    const inner = value.slice(1, -1);
    // One quoted string, no escapes, nothing after it.
    if (value.length < 2 || !value.endsWith(quote) || inner.includes(quote) || inner.includes('\\')) return undefined;
    return inner;
  }
  if (INTEGER.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (DAY.test(value)) return value;
  if (value === '' || PLAIN_START.test(value) || PLAIN_UNSAFE.test(value) || NUMBER_LIKE.test(value) || RESERVED.test(value))
    return undefined;
  return value;
}

function sequence(value: string): Scalar[] | undefined {
  if (!value.endsWith(']')) return undefined;
  const inner = value.slice(1, -1).trim();
  if (inner === '') return [];
  const items: Scalar[] = [];
  for (const part of inner.split(',')) {
    const item = part.trim();
    // Flow context: no brackets or braces inside, and no empty item (a trailing comma).
    if (item === '' || /[[\]{}]/.test(item)) return undefined;
    const parsed = scalar(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}
