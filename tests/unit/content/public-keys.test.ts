/** site.yaml may hold only public client keys: which strings are which, and what the build says. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyKey, keyProblems } from '../../../cli/content/public-keys.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot } from '../../helpers/fixtures.ts';
import { afterAll } from 'vitest';

afterAll(cleanFixtures);

const jwt = (payload: object, header: object = { alg: 'HS256', typ: 'JWT' }) =>
  `${[header, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.')}.c2lnbmF0dXJl`;

describe('classifyKey', () => {
  it.each([
    [jwt({ role: 'anon', iss: 'supabase' }), { kind: 'anon' }],
    ['sb_publishable_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', { kind: 'publishable' }],
    ['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', { kind: 'secret' }],
    [jwt({ role: 'service_role' }), { kind: 'role', role: 'service_role' }],
    [jwt({ role: 'authenticated' }), { kind: 'role', role: 'authenticated' }],
    [jwt({ sub: 'x' }), { kind: 'unknown' }],
    [`${Buffer.from('not json').toString('base64url')}.${Buffer.from('{"role":"anon"}').toString('base64url')}.sig`, { kind: 'unknown' }],
    ['sb_publishable_', { kind: 'unknown' }],
    ['project-ref-key-1234', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%s is %o', (key, kind) => {
    expect(classifyKey(key)).toEqual(kind);
  });
});

describe('keyProblems', () => {
  it('finds a secret or a non-anon JWT in any value, and accepts anon JWTs and publishable keys elsewhere', () => {
    const config = {
      supabase: { anonKey: jwt({ role: 'anon' }) },
      videos: { intro: `https://video.example.com/?k=${jwt({ role: 'service_role' })}` },
      links: { demo: `https://www.example.com/?k=${jwt({ role: 'anon' })}`, scorecard: 'https://x.example.com/?sb_publishable_abcdefghij' },
      redirects: [{ from: '/a', to: '/sb_secret_abc' }],
    };
    expect(keyProblems(config).map((p) => [p.path.join('.'), p.error.code])).toEqual([
      ['videos.intro', 'service-role-key'],
      ['redirects.0.to', 'secret-key'],
    ]);
  });
});

describe('site.yaml keys in a build', () => {
  it('refuses a JWT of another role than anon at its line, with the hint naming the key to use and where it is', async () => {
    const root = await fixtureRoot();
    await editFile(root, 'site.yaml', 'anonKey: eyJ', `anonKey: ${jwt({ role: 'authenticated' })}\n  # eyJ`);
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => [`${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.message}`, e.hint])).toEqual([
      [
        'site.yaml:39:12  supabase.anonKey is a key with the role "authenticated", not "anon"; it would give every visitor full database access',
        "A static site may carry only the project's public client key: the publishable key (sb_publishable_…) or the legacy anon key, both in the Supabase dashboard under Project Settings → API Keys. Keep secret and service_role keys out of the site entirely (and rotate one that was published).",
      ],
    ]);
  });

  it('builds with a publishable key', async () => {
    const root = await fixtureRoot();
    await editFile(root, 'site.yaml', 'anonKey: eyJ', 'anonKey: sb_publishable_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz\n  # eyJ');
    expect((await buildInMemory(root)).errors).toEqual([]);
  });

  it('names the overlay (site build --config) when the secret key comes from it', async () => {
    const root = await fixtureRoot();
    const overlay = join(root, 'production.yaml');
    await writeFile(overlay, 'supabase:\n  anonKey: sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz\n');
    const { errors } = await buildInMemory(root, { configOverlay: overlay });
    expect(errors.map((e) => `${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.code}`)).toEqual([
      'production.yaml:2:12  secret-key',
    ]);
  });

  it('reports a secret key even when the config has other errors too', async () => {
    const root = await fixtureRoot('secret-key');
    await editFile(root, 'site.yaml', 'tagline:', 'taglne:');
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => e.code).sort()).toEqual(['field-missing', 'field-unknown', 'secret-key']);
  });
});
