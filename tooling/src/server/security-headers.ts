import {
  contentSecurityPolicy,
  serviceWorkerContentSecurityPolicy,
  type CspSources,
} from '../edge/csp.ts';

export { contentSecurityPolicy, serviceWorkerContentSecurityPolicy, type CspSources };

/**
 * The policy of a server whose pages load nothing from elsewhere (a remote's own origin, its
 * standalone frame): every source is the server itself.
 */
export const SELF_ONLY_CSP = contentSecurityPolicy({ remotes: [], apiBaseUrl: '/' });

/** Two years, this host and its subdomains: browsers then never try plain HTTP again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Headers sent with every answer, pages and files alike: the CSP (which also forbids framing,
 * against clickjacking of sign-in and favourite buttons), the legacy frame guard for browsers
 * that predate frame-ancestors, no MIME sniffing, and no full URL leaked to other sites.
 * Served over HTTPS (directly or behind a proxy that ends TLS), also HSTS, so a later visit
 * cannot be downgraded to plain HTTP. The nginx edge sends the same set
 * (deploy/nginx/security-headers.conf).
 */
export function securityHeaders(
  csp: string,
  { servedOverHttps = false }: { servedOverHttps?: boolean } = {},
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(servedOverHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
