/** The visitor identity passed in the address (the query string a campaign link carries): e = e-mail, fn = first name. */

/** Identity from the query string; empty strings when absent. */
export interface QueryIdentity {
  email: string;
  firstName: string;
  /** True when e or fn was present: show the compact confirmation instead of the fields. */
  present: boolean;
}

/** Read e and fn from a query string (location.search by default). Values are plain text. */
export function readIdentity(search: string = typeof location === 'undefined' ? '' : location.search): QueryIdentity {
  const params = new URLSearchParams(search);
  const email = params.get('e') ?? '';
  const firstName = params.get('fn') ?? '';
  return { email, firstName, present: params.has('e') || params.has('fn') };
}

/**
 * True when an e-mail may display as another address: it holds white space, a control character
 * or a format character (bidi controls such as U+202E, zero-width characters, tags). Such an
 * address is never shown in a confirmation; it goes into the e-mail field, whose e-mail type
 * the browser checks on submit (the database refuses it too).
 */
export function hasHiddenCharacters(email: string): boolean {
  return /[\s\p{Cc}\p{Cf}\p{Z}]/u.test(email);
}

/** One piece of a confirmation template: writer text, or the place of the visitor's name or e-mail. */
export type IdentityPart = { kind: 'text'; text: string } | { kind: 'name' } | { kind: 'email' };

/**
 * Split a "… {name} … {email} …" template (writer text from data/forms.yaml) into pieces. Only
 * the template is parsed; the visitor's values are placed by the caller as whole text nodes, so
 * no `$&`, `{email}` or other pattern in them is ever interpreted.
 */
export function identityParts(template: string): IdentityPart[] {
  const parts: IdentityPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(name|email)\}/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: template.slice(last, match.index) });
    parts.push({ kind: match[1] === 'name' ? 'name' : 'email' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}
