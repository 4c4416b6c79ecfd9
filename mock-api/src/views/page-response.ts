import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An HTML page of the OAuth stand-in with the headers a sign-in page needs: no framing by any
 * site (clickjacking of Authorize), no scripts at all, styles inline only, the form posting
 * only back here and on to the page's own redirect origin, no MIME sniffing.
 */
export function htmlPage(
  c: Context,
  html: string,
  status: ContentfulStatusCode,
  formTargets: readonly string[] = [],
): Response {
  const formAction = formTargets.length ? ["'self'", ...formTargets].join(' ') : "'none'";
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      'img-src data:',
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}
