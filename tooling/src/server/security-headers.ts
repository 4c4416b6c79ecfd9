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

/**
 * Headers sent with every answer, pages and files alike: the CSP (which also forbids framing,
 * against clickjacking of sign-in and favourite buttons), the legacy frame guard for browsers
 * that predate frame-ancestors, no MIME sniffing, and no full URL leaked to other sites.
 * The nginx edge sends the same set (deploy/nginx/security-headers.conf).
 */
export function securityHeaders(csp: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
