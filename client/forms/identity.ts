/** The visitor identity passed in the address (SPEC §3 'Query-string inputs'): e = e-mail, fn = first name. */

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

/** Fill a "{name} … {email}" template (the result is rendered as text, never as markup). */
export function fillIdentity(template: string, identity: { firstName: string; email: string }): string {
  return template.replace('{name}', identity.firstName).replace('{email}', identity.email);
}
