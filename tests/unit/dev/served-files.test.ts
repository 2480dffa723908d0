/** site dev's writer: a run's files are served only once it commits; a failed run leaves the last good files; an unchanged page is kept without being written again. */
import { describe, expect, it } from 'vitest';
import { servedFiles } from '../../../cli/dev/served-files.ts';
import { contentHash } from '../../../cli/cache/hash.ts';

describe('served files', () => {
  it('serves what a run wrote only from its commit, and names what the commit changed', async () => {
    const served = servedFiles();
    await served.write('index.html', new TextEncoder().encode('<p>home</p>'));
    await served.write('assets/site-A.css', 'a{}');
    expect(served.files.size).toBe(0);
    await served.commit();
    expect(served.files.get('index.html')).toBe('<p>home</p>'); // a page is held as text
    expect(served.changed().sort()).toEqual(['assets/site-A.css', 'index.html']);

    // The next run keeps the page, writes the stylesheet anew under another name and drops the old one.
    expect(served.keep('index.html', contentHash('<p>home</p>'))).toBe(true);
    await served.write('assets/site-B.css', 'b{}');
    await served.commit();
    expect([...served.files.keys()].sort()).toEqual(['assets/site-B.css', 'index.html']);
    expect(served.changed().sort()).toEqual(['assets/site-A.css', 'assets/site-B.css']);
  });

  it('keeps nothing whose hash differs, and leaves the last good files served when a run is aborted', async () => {
    const served = servedFiles();
    await served.write('index.html', '<p>one</p>');
    await served.commit();
    expect(served.keep('index.html', contentHash('<p>two</p>'))).toBe(false);
    expect(served.keep('missing.html', contentHash('<p>one</p>'))).toBe(false);
    await served.write('index.html', '<p>two</p>');
    await served.abort();
    expect(served.files.get('index.html')).toBe('<p>one</p>');
    // The aborted run's files are gone: an empty commit serves nothing.
    await served.commit();
    expect(served.files.size).toBe(0);
  });
});
