/**
 * Which Host and Origin a local server answers (DESIGN: "local servers answer only their own Host
 * and Origin"). A server on a loopback address answers its own host:port and the localhost forms
 * (localhost, 127.0.0.1, [::1]) on its port; one on 0.0.0.0 or :: (a LAN preview) also answers any
 * IP literal on its port; none answers another DNS name, which is what DNS rebinding relies on.
 * Writes (inbox posts, the data API) must also come from a page of the dev site: an `Origin`, when
 * sent, must be one of the dev server's own origins; without one, `Sec-Fetch-Site` (when sent) must
 * say same-origin or none. Used by `site dev`, its data API and `site preview`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** The names a server listening on one address answers to, and the origins of its pages. */
export interface OriginPolicy {
  /** The origin the server prints, e.g. http://127.0.0.1:4321. */
  origin: string;
  /** True when a Host header names this server. */
  allowsHost(host: string | undefined): boolean;
  /** True when an Origin header (or a URL's origin) is a page served by this server. */
  allowsOrigin(origin: string | undefined): boolean;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

/** The interface-style name of a host: lower case, IPv6 without brackets, IPv4-mapped IPv6 as IPv4. */
function plainHost(host: string): string {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(bare) ? bare.slice(7) : bare;
}

/** True for an address only this machine can reach. */
export function isLoopback(host: string): boolean {
  const name = plainHost(host);
  return loopbackNames.has(name) || (isIP(name) === 4 && name.startsWith('127.'));
}

/** True for an address that listens on every interface. */
export function isWildcard(host: string): boolean {
  const name = plainHost(host);
  return name === '0.0.0.0' || name === '::' || name === '';
}

/** A Host header split into name and port (80 when absent), or undefined when malformed. */
function splitHost(value: string): { name: string; port: number } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match) return undefined;
  return { name: plainHost(match[1]!), port: match[2] === undefined ? 80 : Number(match[2]) };
}

/** The URL form of a host: IPv6 in brackets. */
export function urlHost(host: string): string {
  const name = plainHost(host);
  return isIP(name) === 6 ? `[${name}]` : name;
}

/** The addresses of this machine's interfaces (the hosts a LAN page of this server can have). */
function interfaceAddresses(): Set<string> {
  const found = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => plainHost(entry.address)));
  return new Set(found);
}

/** The policy of a server listening on `host` (as given to listen()) and `port`. */
export function originPolicy(host: string, port: number): OriginPolicy {
  const own = plainHost(host);
  const wildcard = isWildcard(host);
  const localhostForms = wildcard || isLoopback(host);
  let addresses: Set<string> | undefined;
  const ownAddress = (name: string) => (addresses ??= interfaceAddresses()).has(name);
  return {
    origin: `http://${urlHost(wildcard ? '127.0.0.1' : host)}:${port}`,
    allowsHost(value) {
      const parsed = value === undefined ? undefined : splitHost(value);
      if (!parsed || parsed.port !== port) return false;
      if (parsed.name === own || (localhostForms && loopbackNames.has(parsed.name))) return true;
      return wildcard && isIP(parsed.name) !== 0;
    },
    allowsOrigin(value) {
      let url: URL;
      try {
        url = new URL(value ?? '');
      } catch {
        return false; // includes the opaque origin "null"
      }
      if (url.protocol !== 'http:' || Number(url.port || 80) !== port) return false;
      const name = plainHost(url.hostname);
      if (name === own || (localhostForms && loopbackNames.has(name))) return true;
      return wildcard && ownAddress(name);
    },
  };
}

/** The policy of the address a request arrived on (for a handler that is not told its server's). */
export function policyOfSocket(req: IncomingMessage): OriginPolicy {
  return originPolicy(req.socket.localAddress ?? '127.0.0.1', req.socket.localPort ?? 0);
}

/** Answer 421 Misdirected Request unless the Host header names this server; true when refused. */
export function refuseForeignHost(policy: OriginPolicy, req: IncomingMessage, res: ServerResponse): boolean {
  if (policy.allowsHost(req.headers.host)) return false;
  req.resume();
  res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(
    `Misdirected request: this local server answers only as ${policy.origin} (or its localhost forms), not under the Host this request named.\n`,
  );
  return true;
}

/** Why a write is not from a page of the dev site (Origin, then Sec-Fetch-Site), or undefined when it is. */
export function crossOriginReason(policy: OriginPolicy, req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined)
    return policy.allowsOrigin(origin) ? undefined : `a request from ${origin === 'null' ? 'an opaque origin' : origin} was refused`;
  const site = req.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return undefined;
  return `a ${site} request was refused`;
}
