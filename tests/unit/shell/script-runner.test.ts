/**
 * `node scripts/run.js <script.ts>` (npm run bench, npm run audit) bundles a TypeScript script and
 * runs it. A script may reach the build itself (the audit's lead-site helper does), and with it
 * the CommonJS bundle loader, whose require() calls need the runner's require.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('the script runner', () => {
  it('runs a script that imports the build and the bundle loader', async () => {
    const dir = await tempDir('site-script-runner-');
    const script = join(dir, 'uses-build.ts');
    writeFileSync(
      script,
      `import { build } from ${JSON.stringify(join(projectRoot, 'cli', 'engine', 'build.ts'))};\n` +
        `import { importRenderModule } from ${JSON.stringify(join(projectRoot, 'cli', 'render', 'renderer.ts'))};\n` +
        `console.log(typeof build, typeof importRenderModule, process.argv.slice(2).join(' '));\n`,
    );
    const output = execFileSync(process.execPath, [join(projectRoot, 'scripts', 'run.js'), script, '--flag', 'value'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('function function --flag value');
  });
});
