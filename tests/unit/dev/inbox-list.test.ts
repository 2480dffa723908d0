/** The /__inbox list: 25 entries a page, newest first, each entry shortened to a budget with a link to all of it. */
import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, LISTED_CHARACTERS, LISTED_FIELDS, entryPage, inboxPage, requestedPage } from '../../../cli/dev/inbox-list.ts';
import type { InboxEntry } from '../../../cli/dev/inbox-entry.ts';

const entry = (id: number, fields: Record<string, string> = { fname: `Visitor ${id}` }): InboxEntry => ({
  id,
  time: '2026-11-28T00:00:00.000Z',
  endpoint: 'leadCaptureForm',
  method: 'POST',
  fields,
  production: 'https://go.example.com/l',
  query: '',
  referer: undefined,
});
const entries = (count: number, fields?: (id: number) => Record<string, string>) =>
  Array.from({ length: count }, (_, index) => entry(index + 1, fields?.(index + 1)));
const listing = (kept: InboxEntry[], page = 1) => inboxPage({ entries: kept, dropped: 0, maxEntries: 500, page, inboxPath: '/__inbox' });
const ids = (html: string) => [...html.matchAll(/<h2>#(\d+) /g)].map((match) => Number(match[1]));

describe('inboxPage', () => {
  it('shows 25 entries a page, newest first, with the page count and newer/older links', () => {
    const kept = entries(500);
    const first = listing(kept);
    expect(ids(first)).toEqual(Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => 500 - index));
    expect(first).toContain('<title>Local inbox, page 1 of 20</title>');
    expect(first).toContain(
      '<nav class="pages" aria-label="Inbox pages"><p> Page 1 of 20 <a href="/__inbox?page=2" rel="next">Older →</a></p></nav>',
    );
    expect(first).not.toContain('rel="prev"');

    const second = listing(kept, 2);
    expect(ids(second)).toEqual(Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => 475 - index));
    expect(second).toContain(
      '<a href="/__inbox?page=1" rel="prev">← Newer</a> Page 2 of 20 <a href="/__inbox?page=3" rel="next">Older →</a>',
    );

    const last = listing(kept, 20);
    expect(ids(last)).toEqual(Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => 25 - index));
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('500 submissions recorded');
  });

  it('shows the nearest page for one out of range, and no page links when one page holds everything', () => {
    expect(ids(listing(entries(30), 99))).toEqual([5, 4, 3, 2, 1]);
    const one = listing(entries(3));
    expect(ids(one)).toEqual([3, 2, 1]);
    expect(one).not.toContain('<nav');
    expect(one).toContain('<title>Local inbox</title>');
    expect(listing([])).toContain('0 submissions recorded');
  });

  it('keeps a page of 500 entries of 64 kB each small (was 107 MB on one page)', () => {
    // Every character escapes to six (&quot;), the worst case for the page's size.
    const kept = entries(500, (id) => ({ fname: `Big ${id}`, challenge: '"'.repeat(64 * 1024) }));
    for (const page of [1, 20]) expect(listing(kept, page).length).toBeLessThan(400_000);
  });

  it('shortens a long value and links to the whole entry', () => {
    const html = listing([entry(7, { fname: 'Ada', challenge: `${'x'.repeat(5000)}END` })]);
    expect(html).toContain(`<td>${'x'.repeat(LISTED_CHARACTERS - 'fname'.length - 'Ada'.length - 'challenge'.length)}…</td>`);
    expect(html).not.toContain('END');
    expect(html).toContain('<a href="/__inbox?entry=7">show the full entry #7</a> (2 fields)');
    expect(listing([entry(8)])).not.toContain('show the full entry');
  });

  it('shows at most 20 fields and a long name cut too', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`f${index}`, 'v']));
    const html = listing([entry(9, many)]);
    expect(html.match(/<tr>/g)).toHaveLength(LISTED_FIELDS);
    expect(html).toContain('(5000 fields)');
    const longName = listing([entry(10, { ['n'.repeat(10_000)]: 'value' })]);
    expect(longName).toContain(`<code>${'n'.repeat(LISTED_CHARACTERS)}…</code>`);
    expect(longName.length).toBeLessThan(5000);
  });

  it('never cuts a surrogate pair in half', () => {
    const html = listing([entry(11, { [`${'a'.repeat(LISTED_CHARACTERS - 1)}😀`]: 'v' })]);
    expect(html).toContain(`<code>${'a'.repeat(LISTED_CHARACTERS - 1)}…</code>`);
  });

  it('escapes what visitors sent', () => {
    const html = listing([entry(12, { '<b>': '<script>alert(1)</script>' })]);
    expect(html).toContain('<code>&lt;b&gt;</code></th><td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
  });
});

describe('entryPage', () => {
  it('shows every field of an entry in full', () => {
    const html = entryPage(entry(7, { challenge: `${'x'.repeat(5000)}END` }), '7', '/__inbox');
    expect(html).toContain('<h1>Entry #7</h1>');
    expect(html).toContain(`${'x'.repeat(5000)}END`);
    expect(html).toContain('<a href="/__inbox">Back to the inbox</a>');
  });

  it('says when an entry is gone, escaping the id asked for', () => {
    expect(entryPage(undefined, '<x>', '/__inbox')).toContain('<h1>No entry #&lt;x&gt;</h1>');
  });
});

describe('requestedPage', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('reads %j as page %i', (value, page) => {
    expect(requestedPage(value)).toBe(page);
  });
});
