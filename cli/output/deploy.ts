/** Files CDN hosts read (Netlify, Cloudflare Pages): _redirects and _headers. */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../content/schema.ts';
import { EARLY_CLICKS_SCRIPT } from '../../templates/early-clicks.ts';
import { redirectScript } from '../../templates/redirect-script.ts';

/**
 * _redirects: one 301 per configured redirect. Rules are not forced (no "!"), so a file that
 * exists at the requested path always wins: even a host that matched rules case-insensitively
 * could never redirect /marketing-aircover to itself.
 */
export function redirectsFile(config: SiteConfig): string {
  return `${config.redirects.map((r) => `${r.from}  ${r.to}  301`).join('\n')}\n`;
}

/** Every inline script a page may carry (the early-click recorder, the redirect pages' scripts): the CSP allows exactly these, by hash. */
export function inlineScripts(config: SiteConfig): string[] {
  return [EARLY_CLICKS_SCRIPT, ...config.redirects.map((r) => redirectScript(r.to))];
}

/** The origin of a URL (scheme://host[:port]). */
const origin = (url: string) => new URL(url).origin;

/** CSP hash source of an inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The Content-Security-Policy, built from the configured endpoints: forms may post only to the
 * four form endpoints, images may come from the tracking pixel's host, scripts may call only the
 * data API and (to check it answers before showing its player) the video host, frames come only
 * from the video host, and the only inline scripts are the hashed ones.
 */
export function contentSecurityPolicy(config: SiteConfig, inlineScripts: readonly string[]): string {
  const { endpoints } = config;
  const frames = [...new Set(Object.values(config.videos).map(origin))];
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((s) => ` ${scriptHash(s)}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origin(endpoints.trackingPixel)}`,
    // The video host too: a video's player loads only after a reachability check (client/islands/VideoFacade.tsx).
    `connect-src 'self' ${[origin(config.supabase.url), ...frames].join(' ')}`,
    `frame-src ${frames.join(' ') || "'none'"}`,
    `form-action ${[endpoints.scorecardForm, endpoints.leadCaptureForm, endpoints.demoForm, endpoints.briefingForm].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The security headers every page is served with (the `/*` block of _headers; site dev sends them too). */
export function securityHeaders(config: SiteConfig, inlineScripts: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inlineScripts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
}

/**
 * The policy of everything under /assets/ (content assets, social cards, the client bundle),
 * for the case it is opened as a document rather than used by a page: nothing runs (`sandbox`
 * gives it an opaque origin, no scripts, no forms), nothing loads but its own images, fonts and
 * media and inline styles, which is all an SVG or a PDF viewer needs. Pages are unaffected:
 * a script, stylesheet, font, image or video a page loads is governed by the page's policy,
 * not by the policy its response carries. Hosts join it to the `/*` policy with ", ", which
 * browsers enforce as two policies, so an asset gets the stricter of both.
 */
export const ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; media-src 'self'; sandbox";

/** The headers every /assets/ file is served with besides the `/*` ones (site dev sends them too). */
export const assetHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': ASSET_CSP,
};

/**
 * The headers a host sends with one /assets/ file: the `/*` headers with the assets' policy joined
 * to the page policy (", ": two policies, the stricter wins), as a host applying _headers does.
 */
export function assetResponseHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const page = pageHeaders['Content-Security-Policy'];
  return { ...pageHeaders, 'Content-Security-Policy': page ? `${page}, ${ASSET_CSP}` : ASSET_CSP };
}

/** _headers: security headers on every path; on hashed assets, long-lived caching and a policy under which nothing runs. */
export function headersFile(config: SiteConfig, inlineScripts: readonly string[]): string {
  const block = (headers: Readonly<Record<string, string>>) =>
    Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n');
  // X-Content-Type-Options: nosniff comes from the /* block (a repeated header would be joined to "nosniff, nosniff").
  return `/*
${block(securityHeaders(config, inlineScripts))}

/assets/*
${block(assetHeaders)}
`;
}
