/** Every content error says what to do: each catalogue entry has a fix line (a hint), whatever it is called with. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../cli/content/catalogue.ts';

/** Call an entry with stand-in arguments: a one-item list reads as text too ("x"), and plain text where an entry needs a string's methods or passes an argument on as its hint. */
function sample(entry: (...args: never[]) => { hint?: string }): { hint?: string } {
  const call = entry as (...args: unknown[]) => { hint?: string };
  const args = (value: unknown) => Array.from({ length: Math.max(entry.length, 1) }, () => value);
  try {
    const data = call(...args(['x']));
    if (typeof data.hint === 'string') return data;
  } catch {}
  return call(...args('x'));
}

describe('the error catalogue', () => {
  it.each(Object.keys(catalogue))('%s has a hint', (name) => {
    const entry = catalogue[name as keyof typeof catalogue] as (...args: never[]) => { hint?: string };
    const { hint } = sample(entry);
    expect(typeof hint).toBe('string');
    expect(hint?.trim()).not.toBe('');
  });

  it('fileMissing says what to do when no file is near, and lists the nearest when some are', () => {
    expect(catalogue.fileMissing('data file', 'data/x.yaml').hint).toBe('Check the path and its spelling, or add the file.');
    expect(catalogue.fileMissing('image', '/assets/a.svg', undefined, ['/assets/b.svg']).hint).toBe(
      'The nearest existing files: /assets/b.svg.',
    );
  });
});
