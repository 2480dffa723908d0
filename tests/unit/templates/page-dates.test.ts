/** A page's dates are spelled as Intl's en-US long date spells them in UTC, for every day; anything else is still Intl's to spell or refuse. */
import { describe, expect, it } from 'vitest';
import { longDate } from '../../../templates/components/PageDates.tsx';

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('longDate', () => {
  it('spells every day of 1999–2031 as Intl does, and the first and last years it spells itself', () => {
    const days: string[] = [];
    for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) days.push(dayOf(t));
    days.push('1000-01-01', '1000-12-31', '9999-12-31', '2000-02-29', '2100-02-28');
    expect(days.length).toBeGreaterThan(12_000);
    for (const day of days) expect(longDate(day), day).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    expect(longDate('2025-03-14')).toBe('March 14, 2025');
  });

  it('leaves to Intl what is not a real day of those years, as it spelled (or refused) it before', () => {
    for (const day of ['0999-05-01', '2025-02-30', '2100-02-29'])
      expect(longDate(day), day).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    expect(longDate('2025-02-30')).toBe('March 2, 2025');
    expect(() => longDate('2025-13-01')).toThrow(RangeError);
  });
});
