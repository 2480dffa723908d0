/** `site check` as the terminal sees it: the problems, or what was checked and found sound. */
import { checkOutDir } from '../check/check-out.ts';
import type { CheckCounts } from '../check/page-checks.ts';
import { logger } from '../shell/logger.ts';
import { requireBuiltFolder } from '../shell/options.ts';
import { plural } from '../shell/plural.ts';
import { EXIT } from '../shell/user-error.ts';

/** Run `site check` over a built folder; resolves to the exit code. */
export async function runCheck(flags: { out: string; content: string }): Promise<number> {
  requireBuiltFolder(flags.out);
  const { errors, counts } = await checkOutDir(flags.out, flags.content);
  if (counts.pages < 0) {
    logger.errors(errors); // site.yaml could not be read: the checks need its links
    return EXIT.content;
  }
  if (counts.pages === 0) {
    logger.warn(`site: no pages in ${flags.out}/; build the site first (site build --out ${flags.out})`);
    return EXIT.content;
  }
  if (errors.length > 0) {
    logger.errors(errors);
    logger.summary(`\n${plural(errors.length, 'problem')} in ${flags.out}/ (checked ${checked(counts)})`, 'failed');
    return EXIT.content;
  }
  logger.summary(`${flags.out}/ passed every check: ${checked(counts)}`);
  return EXIT.ok;
}

/** What a check covered: `28 pages, 412 links (96 to an anchor), 40 images`. */
export function checked(counts: CheckCounts): string {
  return `${plural(counts.pages, 'page')}, ${plural(counts.links, 'link')} (${counts.anchors} to an anchor), ${plural(counts.images, 'image')}`;
}
