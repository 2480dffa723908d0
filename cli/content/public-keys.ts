/**
 * A static site ships its config to every visitor, so site.yaml may hold only public client keys.
 * supabase.anonKey must be an anon JWT (role "anon") or a publishable key (sb_publishable_…);
 * a secret key (sb_secret_…) or a JWT of any other role, wherever it appears in the config, is
 * a content error at its value, and so is an anonKey that is neither kind of public key.
 */
import { catalogue } from './catalogue.ts';

/** What a key string is. */
export type KeyKind = { kind: 'anon' | 'publishable' | 'secret' | 'unknown' } | { kind: 'role'; role: string };

/** One key problem: the config path of the value and the catalogue entry. */
export interface KeyProblem {
  path: (string | number)[];
  error: ReturnType<(typeof catalogue)['secretKey']>;
}

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const PUBLISHABLE = /^sb_publishable_[A-Za-z0-9_-]{8,}$/;

/** Decode one base64url part of a JWT as a JSON object, if it is one. */
function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Classify a key string: anon JWT, publishable key, secret key, JWT of another role, or not a key. */
export function classifyKey(value: string): KeyKind {
  const key = value.trim();
  if (key.startsWith('sb_secret_')) return { kind: 'secret' };
  if (PUBLISHABLE.test(key)) return { kind: 'publishable' };
  if (!JWT.test(key)) return { kind: 'unknown' };
  const [header, payload] = key.split('.') as [string, string];
  const claims = jsonPart(payload);
  if (typeof jsonPart(header)?.alg !== 'string' || !claims) return { kind: 'unknown' };
  if (claims.role === 'anon') return { kind: 'anon' };
  return typeof claims.role === 'string' ? { kind: 'role', role: claims.role } : { kind: 'unknown' };
}

/** The problem a kind of key is at `field`, if it is not public (`strict`: anything but a public key is one). */
function problemOf(kind: KeyKind, field: string, strict: boolean): KeyProblem['error'] | undefined {
  if (kind.kind === 'secret') return catalogue.secretKey(field);
  if (kind.kind === 'role') return catalogue.serviceRoleKey(field, kind.role);
  if (kind.kind === 'unknown' && strict) return catalogue.notAPublicKey(field);
  return undefined;
}

/** Every key problem of a (merged, unvalidated) config: supabase.anonKey strictly, secrets anywhere else. */
export function keyProblems(config: unknown): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      const field = path.join('.');
      const problem = field === 'supabase.anonKey' ? problemOf(classifyKey(node), field, true) : embeddedProblem(node, field);
      if (problem) problems.push({ path, error: problem });
    } else if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) visit(child, [...path, index]);
    } else if (typeof node === 'object' && node !== null) for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
  };
  visit(config, []);
  return problems;
}

/** A secret key or a non-anon JWT inside any other config value. */
function embeddedProblem(value: string, field: string): KeyProblem['error'] | undefined {
  if (value.includes('sb_secret_')) return catalogue.secretKey(field);
  for (const jwt of embeddedJwts(value)) {
    const problem = problemOf(classifyKey(jwt), field, false);
    if (problem) return problem;
  }
  return undefined;
}

/** JWT-shaped runs inside a longer value (a URL's query, say): a part holding `eyJ`, a part starting with it, a third. Linear in the value. */
function embeddedJwts(value: string): string[] {
  const found: string[] = [];
  for (const token of value.split(/[^A-Za-z0-9_.-]+/)) {
    const parts = token.split('.');
    for (let i = 0; i + 1 < parts.length; i++) {
      const start = parts[i]!.indexOf('eyJ');
      if (start >= 0 && parts[i + 1]!.startsWith('eyJ')) found.push(`${parts[i]!.slice(start)}.${parts[i + 1]}.${parts[i + 2] ?? ''}`);
    }
  }
  return found;
}
