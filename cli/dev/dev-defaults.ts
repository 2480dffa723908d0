/** site dev's defaults and the shape of its log, shared by the server, its reload channel and site submissions. */
import { join } from 'node:path';

/** What a dev log line is: a build report, a problem (a failed build, the watcher), or the start line. */
export type DevLogKind = 'info' | 'problem' | 'start';

/** Where site dev prints. */
export type DevLog = (message: string, kind?: DevLogKind) => void;

/** Defaults of startDev. */
export const devDefaults = { port: 4321, host: '127.0.0.1', dataDir: join('.data', 'pglite') };
