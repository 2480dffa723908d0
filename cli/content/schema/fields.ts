/** The building blocks of every content schema: text, links, dates, icons. */
import * as z from 'zod';

export const text = z.string().trim().min(1);
export const optionalText = z.string().trim().min(1).optional();
export const url = z
  .string()
  .trim()
  .min(1)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/\S*)?$/, 'must be an https:// URL');
export const routePath = z.string().regex(/^\/[^\s]*$/, 'must start with "/"');
/** A calendar day written YYYY-MM-DD (a day that exists: no 2025-02-30). */
export const isoDay = z.iso.date();
export const email = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');

/** A link target in content: an internal route (/path or /path#anchor), #anchor, links.<name>, or an https URL. */
export const href = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|#[\w-]+|links\.[A-Za-z]\w*|https:\/\/\S+|mailto:\S+)$/, 'must be /route, #anchor, links.<name> or an https:// URL');

/** Icon names templates can draw (templates/icons.tsx). */
export const iconNames = [
  'chart',
  'target',
  'refresh',
  'handshake',
  'tag',
  'users',
  'book',
  'video',
  'template',
  'calculator',
  'shield',
  'compass',
  'map',
  'spark',
  'database',
  'funnel',
  'clock',
  'check',
  'layers',
  'megaphone',
] as const;
export const icon = z.enum(iconNames);
