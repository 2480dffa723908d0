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
  if (text === undefined) LONG_DATES.set(day, (text = LONG_DATE.format(new Date(`${day}T00:00:00Z`))));
  return text;
}

/** Each day formatted once per process: a format call is tens of microseconds, and a hub's cards repeat the same days. */
const LONG_DATES = new Map<string, string>();

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
