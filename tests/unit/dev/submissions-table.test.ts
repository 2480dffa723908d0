/** `site submissions` prints what visitors typed: control and bidi characters appear as escapes, never raw. */
import { describe, expect, it } from 'vitest';
import { formatSubmissionsTable, type Row } from '../../../cli/dev/submissions-db.ts';
import { validSubmission } from '../../helpers/submissions.ts';

const row = (values: Partial<Row>): Row =>
  ({ ...validSubmission, id: 'x', created_at: new Date('2026-01-02T03:04:05Z'), ...values }) as Row;

describe('formatSubmissionsTable', () => {
  it('shows escape sequences in a name as text: no title change, no cursor movement', () => {
    const text = formatSubmissionsTable([row({ first_name: 'Ann\u001b]0;PWNED\u0007\u001b[1A\u001b[2K' })]);
    expect(text).toContain('Ann\\x1b]0;PWNED\\x07\\x1b[1A\\x1b[2K');
    expect(text.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });

  it('shows bidi controls, invisible format characters and C1 controls as escapes', () => {
    const text = formatSubmissionsTable([
      row({ work_email: 'alice@\u202emoc.elpmaxe', first_name: '\u200bAda\u2066\ufeff\u{e0041}\u009b', challenge: 'a\u2028b' }),
    ]);
    expect(text).toContain('alice@\\u202emoc.elpmaxe');
    expect(text).toContain('\\u200bAda\\u2066\\ufeff\\u{e0041}\\x9b');
    expect(text).toContain('a\\u2028b');
    expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}]/u);
  });

  it('keeps line breaks and tabs of a challenge as single spaces, and lines up escaped cells', () => {
    const text = formatSubmissionsTable([row({ challenge: 'Slow\r\n\tlaunches' }), row({ first_name: '\u001b' })]);
    expect(text).toContain('Slow launches');
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]!.indexOf('ada@example.com')).toBe(lines[2]!.indexOf('ada@example.com'));
  });

  it('cuts a long challenge by characters, never inside an escape or a surrogate pair', () => {
    const text = formatSubmissionsTable([row({ challenge: `${'x'.repeat(38)}😀\u001b and more` })]);
    expect(text).toContain(`${'x'.repeat(38)}😀…`);
    expect(text).not.toContain('\\x1b');
  });
});
