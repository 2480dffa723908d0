import { defineConfig } from 'vitest/config';

/**
 * Three layers, one project each (docs/testing.md): `vitest run --project unit` is the quick one
 * (no browser, no server listening), `integration` starts local HTTP servers, `e2e` drives
 * Chromium. `vitest run` runs all three.
 */
const layer = (name: string, globalSetup: string[] = []) => ({
  extends: true as const,
  test: { name, include: [`tests/${name}/**/*.test.ts`, `tests/${name}/**/*.test.tsx`], globalSetup },
});

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores: more parallel browser suites only fight over the CPU.
    maxWorkers: 2,
    reporters: ['default'],
    // e2e: the site is built once per run and shared by the files that only read it.
    projects: [layer('unit'), layer('integration'), layer('e2e', ['tests/helpers/built-site-setup.ts'])],
  },
});
