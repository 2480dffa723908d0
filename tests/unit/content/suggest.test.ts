/** "Did you mean": a typo or an abbreviation gets its candidate; a guess gets nothing. */
import { describe, expect, it } from 'vitest';
import { nearest, suggest, suggestPath } from '../../../cli/content/suggest.ts';

const categories = ['Data Strategy', 'Lead Management', 'Sales Operations'];

describe('suggest', () => {
  it('names the candidate a typo or an abbreviation points at', () => {
    expect(suggest('subtitel', ['title', 'subtitle', 'id'])).toBe('subtitle');
    expect(suggest('Lead Managment', categories)).toBe('Lead Management');
    expect(suggest('Lead Mgmt', categories)).toBe('Lead Management');
    expect(suggestPath('/assets/cover/cover.svg', ['/assets/covers/cover.svg', '/assets/logo.svg'])).toBe('/assets/covers/cover.svg');
  });

  it('suggests nothing for a key that shares no letter in place with any candidate', () => {
    expect(suggest('x', ['title', 'subtitle', 'id'])).toBeUndefined();
    expect(suggest('ab', ['id', 'cd'])).toBeUndefined();
    expect(suggest('Marketing', categories)).toBeUndefined();
  });

  it('lists the nearest names, nearest first', () => {
    expect(nearest('/assets/photos/kickof.jpg', ['/assets/logo.svg', '/assets/photos/kickoff.jpg', '/assets/photos/stage.jpg'], 2)).toEqual(
      ['/assets/photos/kickoff.jpg', '/assets/photos/stage.jpg'],
    );
  });
});
