/**
 * The error catalogue: every content error the build can raise, by code, with its message and
 * hint. Each entry returns the error's data without a location (errors.ts `at` adds it).
 */
const list = (values: readonly unknown[]) => values.map(String).join(', ');

/** Which Supabase key a static site may carry, and where it is found. */
const PUBLIC_KEY_HINT =
  "A static site may carry only the project's public client key: the publishable key (sb_publishable_…) or the legacy anon key, both in the Supabase dashboard under Project Settings → API Keys. Keep secret and service_role keys out of the site entirely (and rotate one that was published).";

/** Every error the build can raise, by code. Each returns the error's data without a location. */
export const catalogue = {
  yamlSyntax: (reason: string) => ({
    code: 'yaml-syntax',
    message: `YAML syntax error: ${reason}`,
    hint: 'Check indentation and quoting; a value containing ": " or "#" needs quotes.',
  }),
  yamlAliasBomb: (max: number) => ({
    code: 'yaml-alias-bomb',
    message: `YAML aliases (*name) here expand to more than ${max} copied values; a text that multiplies like this ("billion laughs") is refused`,
    hint: 'Write the repeated values out, or repeat an anchored value (&name) fewer times: aliases to blocks holding aliases multiply.',
  }),
  fieldMissing: (field: string, expected: string) => ({
    code: 'field-missing',
    message: `required field "${field}" is missing (expected ${expected})`,
    hint: `Add ${field}: to this block.`,
  }),
  fieldEmpty: (field: string, leaveOut?: string) => ({
    code: 'field-empty',
    message: `${field} must not be empty`,
    hint: leaveOut
      ? `Write a value for ${field}, or leave out ${leaveOut} if it is not needed.`
      : `Write a value for ${field}; it is required here.`,
  }),
  fieldRetired: (field: string, why: string) => ({
    code: 'field-retired',
    message: `${field} is no longer used: ${why}`,
    hint: `Remove ${field}.`,
  }),
  fieldUnknown: (field: string, allowed: readonly string[], suggestion?: string, records: readonly string[] = []) => ({
    code: 'field-unknown',
    message: `unknown field "${field}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    hint: `Allowed fields here: ${list(allowed)}.${records.length > 0 ? ` Records a directive places in the text (docs/writing.md): ${list(records)}.` : ''}`,
  }),
  fieldNotOneOf: (field: string, found: unknown, options: readonly unknown[], suggestion?: string) => ({
    code: 'field-not-one-of',
    message: `${field} ${JSON.stringify(found)} is not one of: ${list(options)}${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
    hint: 'Use one of the listed values exactly as written (they are case-sensitive).',
  }),
  fieldType: (field: string, expected: string, found: unknown) => ({
    code: 'field-type',
    message: `${field} must be ${expected}, found ${describe(found)}`,
    hint: typeHints[expected] ?? `Write ${expected} here.`,
  }),
  fieldInvalid: (field: string, problem: string, hint: string) => ({
    code: 'field-invalid',
    message: `${field} ${problem}`,
    hint,
  }),
  dateInvalid: (field: string, found: unknown) => ({
    code: 'date-invalid',
    message: `${field} ${JSON.stringify(found)} is not a day written YYYY-MM-DD`,
    hint: 'Write year-month-day with leading zeros, e.g. 2025-03-14; the day must exist in its month.',
  }),
  dateOrder: (updated: string, published: string) => ({
    code: 'date-order',
    message: `updated ${updated} is before published ${published}`,
    hint: 'updated is the day of the last real change, on or after published; leave it out if the page has not changed.',
  }),
  dateInFuture: (field: string, date: string, today: string) => ({
    code: 'date-in-future',
    message: `${field} ${date} is in the future: it is at most ${today} anywhere on Earth at the build's clock`,
    hint: 'Dates say when a page went out or changed. To hold back an unfinished page, set draft: true instead.',
  }),
  duplicateId: (id: number, other: string, nextFree: number) => ({
    code: 'duplicate-id',
    message: `id ${id} is already used by ${other}`,
    hint: `Every Knowledge Hub article needs its own id (the hub orders articles by id); the next free one is ${nextFree}.`,
  }),
  tooFewFeatured: (found: number) => ({
    code: 'too-few-featured',
    message: `${found} article${found === 1 ? ' is' : 's are'} featured but the Featured Articles block shows two`,
    hint: 'Set featured: true on at least two articles.',
  }),
  articleWithoutEnding: (what?: string) => ({
    code: 'article-ending',
    message: what
      ? `the article ends with ${what}, not with a call to action`
      : 'the article has no text yet; write it, ending with a call to action',
    hint: 'End every article with a :::cta block (headline, button, href) leading to the scorecard, a briefing or the demo.',
  }),
  unknownRoute: (link: string, suggestion?: string) => ({
    code: 'unknown-route',
    message: `link "${link}" is not a route this build writes${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    hint: 'Internal links must point at a page of this site; use links.<name> for outbound destinations.',
  }),
  linkToDraft: (link: string, draft: string) => ({
    code: 'link-to-draft',
    message: `link "${link}" leads to the draft ${draft}, which site build leaves out`,
    hint: 'Publish the draft (remove draft: true) or take the link out until it is; site dev and site build --drafts show drafts.',
  }),
  unknownLinkKey: (key: string, keys: readonly string[]) => ({
    code: 'unknown-link-key',
    message: `"${key}" is not a configured link; known: ${list(keys)}`,
    hint: 'Outbound destinations live in site.yaml under links:; refer to them as links.<name>.',
  }),
  unknownDirective: (name: string, known: readonly string[]) => ({
    code: 'unknown-directive',
    message: `unknown directive "${name}"; known directives: ${list(known)}`,
    hint: 'Check the spelling, or write the text without the leading ":" if it is not a directive.',
  }),
  directiveKind: (name: string, expected: string) => ({
    code: 'directive-kind',
    message: `directive "${name}" must be written as ${expected}`,
    hint: 'A leaf directive (::name) stands on a line of its own; a container opens with :::name and closes with a line of :::.',
  }),
  directiveAttributeMissing: (name: string, attribute: string) => ({
    code: 'directive-attribute-missing',
    message: `directive "${name}" needs the attribute ${attribute}="…"`,
    hint: `Add ${attribute === '#id' ? '#your-id' : `${attribute}="…"`} in the braces after ${name} ({…}); docs/writing.md lists each directive's attributes.`,
  }),
  directiveAttributeUnknown: (name: string, attribute: string, allowed: readonly string[]) => ({
    code: 'directive-attribute-unknown',
    message: `directive "${name}" has no attribute "${attribute}"; allowed: ${list(allowed) || 'none'}`,
    hint: "Correct the attribute's spelling or remove it; docs/writing.md lists each directive's attributes.",
  }),
  directiveAttributeInvalid: (name: string, attribute: string, problem: string) => ({
    code: 'directive-attribute-invalid',
    message: `directive "${name}" attribute ${attribute} ${problem}`,
    hint: 'docs/writing.md lists the values each directive attribute takes, with an example of each directive.',
  }),
  rawHtml: (snippet: string) => ({
    code: 'raw-html',
    message: `raw HTML is not allowed in Markdown: ${JSON.stringify(snippet.length > 40 ? `${snippet.slice(0, 40)}…` : snippet)}`,
    hint: 'Use Markdown or a directive (:::cta, ::promo, …) instead; raw HTML is never injected into pages.',
  }),
  linkOutsideContent: (target: string, contentDir: string) => ({
    code: 'link-outside-content',
    message: `symbolic link to ${target}, which is outside the content root ${contentDir}; the build reads only files inside it`,
    hint: 'Copy the file into the content root instead of linking to it.',
  }),
  linkToFolder: (target: string) => ({
    code: 'link-to-folder',
    message: `symbolic link to the folder ${target}; links to folders are not followed`,
    hint: 'Move or copy the folder into the content root instead of linking to it.',
  }),
  brokenLink: (target: string, loop = false) => ({
    code: 'link-broken',
    message: `symbolic link to ${target}, which ${loop ? 'leads back to itself through a loop of links' : 'does not exist'}`,
    hint: 'Remove the link, or point it at a file inside the content root.',
  }),
  unsafeUrl: (what: 'link' | 'image', url: string, problem: string) => ({
    code: what === 'link' ? 'link-invalid' : 'image-invalid',
    message: `${what} "${url.length > 60 ? `${url.slice(0, 60)}…` : url}" ${problem}`,
    hint:
      what === 'link'
        ? 'Links go to /route, #anchor, links.<name> (site.yaml), an https:// address, mailto: or tel:.'
        : 'Images are files under content/assets/, written as /assets/<file>; the site’s Content-Security-Policy loads no image from elsewhere.',
  }),
  /** A bare www. address in the text, which GFM turns into an http:// link. */
  bareWwwLink: (written: string) => ({
    code: 'link-invalid',
    message: `the address "${written}" becomes a link to http://, which is not encrypted; write https://${written}`,
    hint: 'Links go to /route, #anchor, links.<name> (site.yaml), an https:// address, mailto: or tel:.',
  }),
  nestingTooDeep: (max: number) => ({
    code: 'nesting-too-deep',
    message: `Markdown nested more than ${max} levels deep (block quotes, lists or inline formatting inside each other)`,
    hint: 'Flatten the structure: no real page needs this depth, and browsers and screen readers handle it badly.',
  }),
  tooManyContainers: (max: number) => ({
    code: 'too-many-containers',
    message: `more than ${max} separate block quotes and lists in one page; the Markdown parser's time grows with the square of their number`,
    hint: 'Split the page, or join neighbouring quotes or lists into one.',
  }),
  tooManyContainerCloses: (max: number) => ({
    code: 'too-many-container-closes',
    message: `more than ${max} lines in one page (fewer in a long page) end a block quote or list nested in another, or continue one without its > or indentation; the Markdown parser's time grows with their number times the page's length`,
    hint: 'Start every quoted line with >, indent the lines that continue a list item, or split the page.',
  }),
  directivesTooDeep: (max: number) => ({
    code: 'directives-too-deep',
    message: `container directives (:::) nested more than ${max} deep; the Markdown parser reads the whole page again for each level`,
    hint: 'Close each ::: block before the next one opens, or move the inner blocks out of the outer ones.',
  }),
  inlineTooCrowded: (max: number) => ({
    code: 'inline-too-crowded',
    message: `a paragraph, heading or table cell with more than ${max} inline markers (* _ ~ [ ]); the Markdown parser's time grows with the square of their number`,
    hint: 'Split it into paragraphs with blank lines, or put literal runs of these characters in a code block.',
  }),
  unknownLayout: (layout: string, known: readonly string[]) => ({
    code: 'unknown-layout',
    message: `layout "${layout}" is not one of: ${list(known)}`,
    hint: 'Set layout: to one of the listed names exactly as written, or leave it out for the default layout.',
  }),
  fileMissing: (what: string, path: string, suggestion?: string, nearby: readonly string[] = []) => ({
    code: 'file-missing',
    message: `${what} "${path}" does not exist${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    hint: nearby.length > 0 ? `The nearest existing files: ${list(nearby)}.` : 'Check the path and its spelling, or add the file.',
  }),
  imageUnreadable: (reason: string) => ({
    code: 'image-unreadable',
    message: `this image cannot be read: ${reason}`,
    hint: 'Export it again as JPEG, PNG or WebP (a file cut short or renamed from another format cannot be decoded).',
  }),
  duplicateRoute: (route: string, other: string) => ({
    code: 'duplicate-route',
    message: `route ${route} is also written by ${other}`,
    hint: 'Rename one of the files; routes compare case-insensitively so they can be served from any file system.',
  }),
  serviceRoleKey: (field = 'supabase.anonKey', role = 'service_role') => ({
    code: 'service-role-key',
    message: `${field} is ${role === 'service_role' ? 'a service_role key' : `a key with the role "${role}", not "anon"`}; it would give every visitor full database access`,
    hint: PUBLIC_KEY_HINT,
  }),
  secretKey: (field: string) => ({
    code: 'secret-key',
    message: `${field} holds a Supabase secret key (sb_secret_…); it would give every visitor full database access`,
    hint: PUBLIC_KEY_HINT,
  }),
  notAPublicKey: (field: string) => ({
    code: 'not-a-public-key',
    message: `${field} is not a Supabase public key: neither an anon JWT (role "anon") nor a publishable key (sb_publishable_…)`,
    hint: PUBLIC_KEY_HINT,
  }),
  assetType: (ext: string, allowed: readonly string[]) => ({
    code: 'asset-type',
    message: ext
      ? `content/assets publishes no "${ext}" files; a file of this type could run code on the site's origin or is not one a page uses`
      : 'content/assets publishes no files without an extension; the type of the file cannot be told',
    hint: `Published types (extension in lower case): ${list(allowed)}. Remove the file, or export it as one of these types.`,
  }),
  svgNotXml: (reason: string) => ({
    code: 'svg-not-xml',
    message: `this SVG is not well-formed XML: ${reason}`,
    hint: 'Export the SVG again from the drawing tool; a browser shows a broken SVG as an error, and the build cannot check it.',
  }),
  svgUnsafe: (what: string) => ({
    code: 'svg-unsafe',
    message: `this SVG ${what}; it could run code or load files when it is shown or drawn`,
    hint: 'An SVG under content/assets may hold only drawing: remove scripts, event attributes (on…), <foreignObject> and references to other files or sites (embed images as data:image/png, /jpeg, /gif or /webp, or use #ids inside the file).',
  }),
  svgImage: (href: string, problem: string, maxMb: number) => ({
    code: 'svg-image',
    message: `<image href="${href}"> ${problem}`,
    hint: `An image a social card draws must be a PNG, JPEG, GIF or WebP file of at most ${maxMb} MB inside the content root, named relative to the SVG (or embedded as a data: URL).`,
  }),
  templateFailed: (route: string, reason: string) => ({
    code: 'template-failed',
    message: `rendering ${route} failed: ${reason}`,
    hint: "The template read something this page's front matter or data files lack: check them against docs/writing.md.",
  }),
  unknownIsland: (route: string, names: readonly string[]) => ({
    code: 'unknown-island',
    message: `${route} uses island ${names.join(', ')}, which is not in templates/registry.ts's islandRegistry`,
    hint: 'Add the island to islandRegistry in templates/registry.ts, or take it out of the template.',
  }),
  budgetExceeded: (route: string, what: string, found: string, limit: string) => ({
    code: 'budget-exceeded',
    message: `${route}: ${what} is ${found}, over the budget of ${limit}`,
    hint: 'Make the page lighter, or raise budgets.* in site.yaml if the weight is deliberate.',
  }),
} as const satisfies Record<string, (...args: never[]) => { code: string; message: string; hint: string }>;

/** What to write when a field has the wrong type, by the expected type's name (validate.ts's words). */
const typeHints: Record<string, string> = {
  text: 'Write text; put it in quotes when YAML would read it as something else ("2025", "yes", "1.0").',
  'a number': 'Write a number without quotes, e.g. 3.',
  'a boolean (true or false)': 'Write true or false, without quotes.',
  'a list': 'Write one item per line, each starting with "- ", indented under the key.',
  'a block of fields': 'Write its fields on the lines below the key, indented.',
};

/** Describe a found value for a message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a block of fields';
  return `${typeof value} ${JSON.stringify(value)}`;
}
