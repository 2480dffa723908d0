/** Which Host and Origin headers a local server answers, by the address it listens on (no DNS name but localhost, ever). */
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { originPolicy } from '../../../cli/serve/origin-guard.ts';

describe('originPolicy on a loopback address', () => {
  const policy = originPolicy('127.0.0.1', 4321);

  it.each(['127.0.0.1:4321', 'localhost:4321', 'LOCALHOST:4321', '[::1]:4321'])('accepts Host %s', (host) => {
    expect(policy.allowsHost(host)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'rebind.attacker.example:4321',
    'localhost.:4321',
    'localhost:4322',
    '127.0.0.1',
    '127.0.0.1:80',
    '10.0.0.5:4321',
    '127.0.0.1:4321@evil',
    'localhost:4321:1',
    '[::1]',
  ])('refuses Host %s', (host) => {
    expect(policy.allowsHost(host)).toBe(false);
  });

  it('accepts the Origin of its own pages only', () => {
    for (const origin of ['http://127.0.0.1:4321', 'http://localhost:4321', 'http://[::1]:4321'])
      expect(policy.allowsOrigin(origin), origin).toBe(true);
    for (const origin of [
      undefined,
      'null',
      'https://127.0.0.1:4321',
      'http://127.0.0.1:4322',
      'http://rebind.attacker.example:4321',
      'https://attacker.example',
      'http://10.0.0.5:4321',
    ])
      expect(policy.allowsOrigin(origin), origin).toBe(false);
    expect(policy.origin).toBe('http://127.0.0.1:4321');
  });
});

describe('originPolicy on every interface (a LAN preview)', () => {
  const policy = originPolicy('0.0.0.0', 8080);

  it('accepts any IP literal on its port and the localhost forms, never another DNS name', () => {
    for (const host of ['192.168.1.20:8080', '10.0.0.5:8080', '[fe80::1]:8080', 'localhost:8080', '0.0.0.0:8080'])
      expect(policy.allowsHost(host), host).toBe(true);
    for (const host of ['rebind.attacker.example:8080', 'my-laptop.local:8080', '192.168.1.20:8081', '192.168.1.20'])
      expect(policy.allowsHost(host), host).toBe(false);
  });

  it('accepts as Origin only this machine’s own addresses, not any IP on the LAN', () => {
    const own = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .find((entry) => entry.family === 'IPv4')!.address;
    expect(policy.allowsOrigin(`http://${own}:8080`)).toBe(true);
    expect(policy.allowsOrigin('http://localhost:8080')).toBe(true);
    expect(policy.allowsOrigin('http://203.0.113.9:8080')).toBe(false);
  });
});

describe('originPolicy on a specific address', () => {
  it('accepts only that address (no localhost forms: they cannot reach it)', () => {
    const policy = originPolicy('192.168.1.20', 4321);
    expect(policy.allowsHost('192.168.1.20:4321')).toBe(true);
    expect(policy.allowsHost('localhost:4321')).toBe(false);
    expect(policy.allowsHost('10.0.0.5:4321')).toBe(false);
  });

  it('brackets IPv6 in its origin', () => {
    const policy = originPolicy('::1', 4321);
    expect(policy.origin).toBe('http://[::1]:4321');
    expect(policy.allowsHost('[::1]:4321')).toBe(true);
    expect(policy.allowsHost('127.0.0.1:4321')).toBe(true);
  });
});
