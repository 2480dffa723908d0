/** A page's dates in its header: "Published March 14, 2025" and, when it changed since, "Updated …". */
import { useLabels } from '../context.tsx';

/** Props of PageDates: YYYY-MM-DD days from the front matter. */
export interface PageDatesProps {
  published?: string;
  updated?: string;
}

/** English long form of a YYYY-MM-DD day ("March 14, 2025"), the same on every machine and in every time zone. */
export function longDate(day: string): string {
  let text = LONG_DATES.get(day);
  if (text === undefined) LONG_DATES.set(day, (text = spelledDay(day) ?? LONG_DATE.format(new Date(`${day}T00:00:00Z`))));
  return text;
}

/** Each day formatted once per process: a format call is tens of microseconds, and a hub's cards repeat the same days. */
const LONG_DATES = new Map<string, string>();

/**
 * A real day of the years 1000–9999 as Intl's en-US long date spells it ("March 14, 2025"),
 * without its tens of microseconds a call (every article has a day of its own); undefined for
 * anything else, which Intl formats (or refuses) as before.
 */
function spelledDay(day: string): string | undefined {
  const parts = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return undefined;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Made once: a formatter costs about half a millisecond to create, a format call microseconds. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Each date as a <time datetime> element inside its own span (the meta line separates them). */
export function PageDates({ published, updated }: PageDatesProps) {
  const labels = useLabels().dates;
  return (
    <>
      {published ? (
        <span>
          {`${labels.published} `}
          <time dateTime={published}>{longDate(published)}</time>
        </span>
      ) : null}
      {updated && updated !== published ? (
        <span>
          {`${labels.updated} `}
          <time dateTime={updated}>{longDate(updated)}</time>
        </span>
      ) : null}
    </>
  );
}
