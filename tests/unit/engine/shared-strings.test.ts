/** The render stage keeps one copy of each string of the results it holds: the data itself never changes. */
import { describe, expect, it } from 'vitest';
import { stringSharer } from '../../../cli/engine/shared-strings.ts';

describe('stringSharer', () => {
  it('leaves every value of nested objects and arrays as it was', () => {
    const share = stringSharer();
    const facts = {
      path: '/a',
      links: ['/demo', 'https://www.example.com', '/demo'],
      nested: { ids: ['main', 'x'], count: 3, flag: true, none: null, missing: undefined },
      positions: [{ file: 'content/a.md', line: 4, column: 2 }],
    };
    const copy = structuredClone(facts);
    expect(share(facts)).toBe(facts);
    expect(facts).toEqual(copy);
    // A second page with the same strings comes out the same too.
    const second = structuredClone(copy);
    share(second);
    expect(second).toEqual(copy);
  });

  it('does not walk into anything but plain objects and arrays', () => {
    const share = stringSharer();
    const map = new Map([['k', 'v']]);
    const bytes = new Uint8Array([60, 33]);
    const date = new Date(0);
    const value = { map, bytes, date };
    share(value);
    expect(value.map).toBe(map);
    expect([...map]).toEqual([['k', 'v']]);
    expect(value.bytes).toBe(bytes);
    expect([...bytes]).toEqual([60, 33]);
    expect(value.date.getTime()).toBe(0);
  });
});
