/** Start a server listening, as a promise that rejects with the listen error (a busy port, a bad host). */
import type { Server } from 'node:http';

/** Listen on host:port (0 = any free port); rejects with the system error (EADDRINUSE, EACCES …). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
}
