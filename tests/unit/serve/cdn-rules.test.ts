import { describe, expect, it } from 'vitest';
import { compilePattern, headersFor, parseHeaders, parseRedirects, redirectFor } from '../../../cli/serve/cdn-rules.ts';

describe('compilePattern', () => {
  it('matches a splat against any rest of the path and a placeholder against one segment', () => {
    const splat = compilePattern('/assets/*')!.regex;
    expect(['/assets/', '/assets/a.png', '/assets/x/y.js'].map((p) => splat.test(p))).toEqual([true, true, true]);
    expect(['/assets', '/other/a.png'].map((p) => splat.test(p))).toEqual([false, false]);
    const placeholder = compilePattern('/news/:year')!.regex;
    expect(['/news/2024', '/news/2024/x', '/news/'].map((p) => placeholder.test(p))).toEqual([true, false, false]);
  });

  it('treats regex characters in a path literally', () => {
    expect(compilePattern('/a.b')!.regex.test('/axb')).toBe(false);
    expect(compilePattern('/a+(b)')!.regex.test('/a+(b)')).toBe(true);
  });

  it('refuses what is no path: no leading slash, two splats, a repeated placeholder', () => {
    expect([compilePattern('assets/*'), compilePattern('/*/*'), compilePattern('/:a/:a')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('parseHeaders and headersFor', () => {
  const rules = parseHeaders('# comment\n/*\n  X-A: 1\n  X-Frame-Options: DENY\n\n/blog/*\n  x-a: 2\n  ! X-Frame-Options\n');

  it('merges the blocks that match in file order, joining a repeated name with ", "', () => {
    expect(headersFor(rules, '/blog/post')).toEqual({ 'X-A': '1, 2' });
    expect(headersFor(rules, '/')).toEqual({ 'X-A': '1', 'X-Frame-Options': 'DENY' });
  });

  it('keeps a value that holds colons whole', () => {
    expect(headersFor(parseHeaders('/*\n  Content-Security-Policy: img-src https://x.example.com:8443\n'), '/')).toEqual({
      'Content-Security-Policy': 'img-src https://x.example.com:8443',
    });
  });

  it('ignores lines a host would reject, keeping the valid ones', () => {
    const parsed = parseHeaders('  X-Orphan: 1\nnope\n  X-Lost: 1\n/*\n  broken\n  X-Ok: yes\n');
    expect(parsed).toHaveLength(1);
    expect(headersFor(parsed, '/')).toEqual({ 'X-Ok': 'yes' });
  });
});

describe('parseRedirects and redirectFor', () => {
  const rules = parseRedirects(
    [
      '# comment',
      '',
      '/a  /b  # a trailing comment',
      '/c  /d  302!',
      '/e  /f  200',
      '/g  /h  301  Country=us',
      '/store id=:id  /i  301',
      'https://x.example.com/*  /j',
      '/k',
      '/l  /m  30x',
    ].join('\n'),
  );

  it('reads from, to, status (default 301) and force, skipping rewrites, conditions and malformed lines', () => {
    expect(rules.map((r) => [r.pattern.source, r.to, r.status, r.force])).toEqual([
      ['/a', '/b', 301, false],
      ['/c', '/d', 302, true],
    ]);
  });

  it('lets a file shadow a rule that is not forced, never a forced one', () => {
    expect(redirectFor(rules, '/a', '', true)).toBeUndefined();
    expect(redirectFor(rules, '/a', '', false)).toEqual({ status: 301, location: '/b' });
    expect(redirectFor(rules, '/c', '', true)).toEqual({ status: 302, location: '/d' });
  });

  it('takes the first matching rule and ignores a trailing slash on the request', () => {
    const ordered = parseRedirects('/x/*  /first/:splat\n/x/y  /second\n');
    expect(redirectFor(ordered, '/x/y', '', false)?.location).toBe('/first/y');
    expect(redirectFor(parseRedirects('/x  /y\n'), '/x/', '', false)?.location).toBe('/y');
  });

  it('fills placeholders and the splat, and keeps the query string before a fragment and after a target query', () => {
    const fill = parseRedirects('/p/:year/*  /q/:splat/:year\n/r  /s?t=1#top\n');
    expect(redirectFor(fill, '/p/2024/a/b', '?x=1', false)?.location).toBe('/q/a/b/2024?x=1');
    expect(redirectFor(fill, '/r', '?u=2', false)?.location).toBe('/s?t=1&u=2#top');
  });
});
