/**
 * Text from outside the program (a stored form value, an argument) made safe to print on a
 * terminal: control characters (ESC starts the sequences that set the window title, move the
 * cursor or clear lines), bidi and other invisible format characters, line and paragraph
 * separators and lone surrogates are shown as escapes (`\x1b`, `\u202e`, `\u{e0041}`) instead
 * of acting on the terminal or hiding in the text.
 */

const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** The text with every control, format or separator character written as an escape. */
export function visibleText(text: string): string {
  return text.replace(HIDDEN, (character) => escapeOf(character.codePointAt(0)!));
}

function escapeOf(code: number): string {
  const hex = code.toString(16);
  if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
}
