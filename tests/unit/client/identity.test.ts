/** Which prefilled e-mails the compact confirmation may show: none that could display as another address. */
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from '../../../client/forms/identity.ts';

describe('hasHiddenCharacters', () => {
  it.each([
    ['a right-to-left override', 'alice@\u202Emoc.elpmaxe'],
    ['isolates', '\u2066ada@example.com\u2069'],
    ['a left-to-right mark', 'ada@example.com\u200E'],
    ['a zero-width space', 'ada@exam\u200Bple.com'],
    ['a zero-width joiner', 'ada@exam\u200Dple.com'],
    ['a word joiner', 'ada@exa\u2060mple.com'],
    ['a BOM', '\uFEFFada@example.com'],
    ['a soft hyphen', 'ada@exam\u00ADple.com'],
    ['a tag character', 'ada@example.com\u{E0041}'],
    ['U+1BCA0', 'ada@example.com\u{1BCA0}'],
    ['a no-break space', 'ada\u00A0lovelace@example.com'],
    ['an ideographic space', 'ada@example.com\u3000'],
    ['a space', 'ada lovelace@example.com'],
    ['ESC', 'ada\u001b[2K@example.com'],
    ['a C1 control', 'ada\u0085@example.com'],
  ])('is true for an e-mail with %s', (_, email) => {
    expect(hasHiddenCharacters(email)).toBe(true);
  });

  it.each(['ada@example.com', 'ada+brief@sub.example.co.uk', 'zoë@exämple.de', '用户@例子.广告', ''])('is false for %j', (email) => {
    expect(hasHiddenCharacters(email)).toBe(false);
  });
});
