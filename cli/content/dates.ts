/**
 * The dates of a page (`published`, `updated`; their YYYY-MM-DD form is the schema's): updated
 * is not before published, and neither lies after the build's day. The build's day is the
 * latest calendar day anywhere on Earth at the build's clock (UTC+14), so a writer east of the
 * build machine can date a page today without an error; a draft may carry its planned day.
 * Nothing here reads the clock itself.
 */
import { at, catalogue, type ContentErrorData } from './errors.ts';
import type { ContentDoc } from './content-doc.ts';

/** The furthest-ahead time zone's offset (Kiribati, UTC+14), in milliseconds. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** The latest calendar day (YYYY-MM-DD) anywhere on Earth at `now`: a date after it has not begun anywhere. */
export function buildDay(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
}

/** The problems with a page's dates, each at its value in the front matter. */
export function checkDates(doc: ContentDoc, today: string): ContentErrorData[] {
  const { published, updated } = doc.frontMatter;
  const errors: ContentErrorData[] = [];
  const where = (key: 'published' | 'updated') => ({ file: doc.file, ...doc.locate([key]) });
  for (const key of ['published', 'updated'] as const) {
    const date = doc.frontMatter[key];
    // A draft's date may be the day it is planned to go out.
    if (date !== undefined && date > today && !doc.frontMatter.draft) errors.push(at(where(key), catalogue.dateInFuture(key, date, today)));
  }
  if (published !== undefined && updated !== undefined && updated < published)
    errors.push(at(where('updated'), catalogue.dateOrder(updated, published)));
  return errors;
}

/** The day a page last changed: `updated`, else `published` (undefined when it has neither). */
export function lastChanged(dates: { published?: string; updated?: string }): string | undefined {
  return dates.updated ?? dates.published;
}
