// esbuild, with its service started for one-shot bundling. esbuild runs as one Go process per
// Node process (its service), started by the first call. Go collects garbage each time its heap
// doubles, and bundling allocates a great deal it soon drops: measured here, the CLI bundle took
// 0.55–0.74 CPU-seconds with Go's default collector and 0.41–0.51 without it, the render bundle
// 0.48–0.56 against 0.33–0.41 (three runs each). So the service starts with the collector off
// until its heap reaches 256 MiB (GOGC=off with GOMEMLIMIT): a first build's three bundles stay
// under that line, and a long `site dev` session is collected there, as Go does under a memory
// limit. Only the service is started with these settings: process.env is put back at once, so
// nothing else the CLI starts sees them (the bench runs Hugo, a Go program too), and settings
// already in the environment are left as they are.
// Plain JavaScript, because the launcher (bin/site.js) compiles the CLI with it.

/** The collector settings the service starts with. */
export const ESBUILD_GC = { GOGC: 'off', GOMEMLIMIT: '256MiB' };

/** The esbuild module, its service started (if it was not yet) with ESBUILD_GC. */
export async function esbuild() {
  const api = await import('esbuild');
  const env = process.env;
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return api;
  Object.assign(env, ESBUILD_GC);
  try {
    // Starts the service (a child process, spawned at once with this environment) unless one runs.
    api.initialize({});
  } catch {
    // initialize() was called before: the service runs already.
  } finally {
    for (const name of Object.keys(ESBUILD_GC)) delete env[name];
  }
  return api;
}
