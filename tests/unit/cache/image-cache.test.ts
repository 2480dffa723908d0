/**
 * The image cache serves an encoded variant only under its full key (source hash, width, format,
 * quality, encoder identity) and only while its bytes still have the hash they were stored with.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { codeIdentity, IMAGE_CODE_SOURCES } from '../../../cli/cache/code-identity.ts';
import { diskImageCache, imageKeyRecord } from '../../../cli/cache/image-cache.ts';
import { entryFile, keyOf } from '../../../cli/cache/store.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('the image cache', () => {
  it('keys by every field, and treats tampered bytes as missing', async () => {
    const dir = await tempDir('site-image-cache-');
    const cache = diskImageCache(dir);
    const fields = { code: 'code-1', source: 'abc', width: 800, format: 'avif', quality: 50 };
    const key = keyOf(imageKeyRecord(fields));
    cache.set(key, { width: 800, height: 533, bytes: Buffer.from('encoded') });
    expect(cache.get(key)).toEqual({ width: 800, height: 533, bytes: Buffer.from('encoded') });
    for (const change of [{ code: 'code-2' }, { source: 'abd' }, { width: 1200 }, { format: 'webp' }, { quality: 60 }])
      expect(cache.get(keyOf(imageKeyRecord({ ...fields, ...change })))).toBeUndefined();
    writeFileSync(entryFile(dir, key, 'bin'), 'tampered');
    expect(cache.get(key)).toBeUndefined();
  });

  it('has its own code identity: the image modules and the lockfiles, not the whole generator', () => {
    expect(codeIdentity(projectRoot, IMAGE_CODE_SOURCES)).toMatch(/^code-[0-9a-f]{16}$/);
    expect(codeIdentity(projectRoot, IMAGE_CODE_SOURCES)).not.toBe(codeIdentity(projectRoot));
  });
});
