/**
 * Run in a Node process of its own (tests/unit/render/worker-boot.test.ts):
 * `node scripts/run.js tests/helpers/worker-boot-probe.ts [launcher|none] [fail-first]`.
 * Applies the launcher's V8 settings (unless `none`), starts two render workers on a probe
 * bundle, and prints as JSON under which settings each worker loaded its built-ins and its
 * bundle, and the main thread's settings once they have.
 *
 * The settings are read the way V8 reads them before it takes compiled code from a cache: a
 * small script's code cache made under V8's own settings is taken only under those, one made
 * under the launcher's only under the launcher's. Each check names its script differently, so
 * V8's in-memory compilation cache never answers instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { applyV8Flags } from '../../bin/v8-flags.js';
import { startRenderWorkers } from '../../cli/render/pool.ts';

const PROBE = 'function probe(a) { return a * 2 + 1; }\nprobe(20);';
let named = 0;
const codeCache = () => new vm.Script(PROBE, { filename: `made-${named++}.js` }).createCachedData().toString('base64');
const taken = (data: string) =>
  !new vm.Script(PROBE, { filename: `taken-${named++}.js`, cachedData: Buffer.from(data, 'base64') }).cachedDataRejected;

const [mode = 'launcher', failing] = process.argv.slice(2);
const nodes = codeCache();
if (mode === 'launcher') applyV8Flags();
const ours = codeCache();

const dir = mkdtempSync(join(tmpdir(), 'site-worker-boot-'));
const checks = `const vm = require('node:vm');
let named = 0;
const taken = (data) => !new vm.Script(${JSON.stringify(PROBE)}, { filename: 'worker-' + named++ + '.js', cachedData: Buffer.from(data, 'base64') }).cachedDataRejected;`;
// Loaded by each worker where it loads the bundle's built-ins, before the bundle.
const preload = join(dir, 'preload.cjs');
writeFileSync(
  preload,
  `${checks}
if (${JSON.stringify(failing === 'fail-first')} && require('node:worker_threads').threadId === 1) throw new Error('this worker fails while it boots');
globalThis.bootedUnderNodes = taken(${JSON.stringify(nodes)});`,
);
const bundle = join(dir, 'render-probe.cjs');
writeFileSync(
  bundle,
  `${checks}
require('node:worker_threads').parentPort.postMessage({ bootedUnderNodes: globalThis.bootedUnderNodes, loadedUnderOurs: taken(${JSON.stringify(ours)}) });`,
);

const loader = join(process.cwd(), 'bin', 'load-bundle.cjs');
const workers = startRenderWorkers({ file: bundle, loader, builtins: [preload] }, 2, null);
const answers = await Promise.all(
  workers.alive().map(
    (worker) =>
      new Promise<unknown>((resolve) => {
        worker.once('message', resolve);
        worker.once('error', (error) => worker.once('exit', () => resolve({ failed: error.message })));
      }),
  ),
);
await workers.end();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ workers: answers, mainUnderOurs: taken(ours), mainUnderNodes: taken(nodes) }));
