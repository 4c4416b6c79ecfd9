import { TEST_USERS } from '../store/users.ts';
import { escapeHtml } from './html.ts';

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#1e1f22;color:#dbdee1;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#2b2d31;border-radius:8px;padding:24px 28px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 8px}p{color:#b5bac1;font-size:14px}
fieldset{border:1px solid #3f4147;border-radius:6px;margin:16px 0;padding:12px}
label{display:block;padding:6px 0;cursor:pointer}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:16px}
button{border:0;border-radius:4px;padding:10px 18px;font-size:14px;cursor:pointer}
.primary{background:#5865f2;color:#fff}.secondary{background:#4e5058;color:#fff}
code{font-size:12px;word-break:break-all}
`;

/** An empty inline icon: the browser asks for no /favicon.ico, which this server lacks. */
const FAVICON = '<link rel="icon" href="data:,">';

/**
 * The consent page of the OAuth stand-in. Every echoed value is escaped, and the form
 * posts to a relative action, so it works behind the host's /api prefix too.
 */
export function renderAuthorizePage(params: AuthorizeParams): string {
  const hidden = (Object.keys(params) as (keyof AuthorizeParams)[])
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(params[key])}">`)
    .join('\n      ');
  const users = (Object.keys(TEST_USERS) as (keyof typeof TEST_USERS)[])
    .map((key, i) => {
      const user = TEST_USERS[key];
      const plan = user.premium ? 'premium plan' : 'free plan';
      return `<label><input type="radio" name="user" value="${key}"${i === 0 ? ' checked' : ''}> ${escapeHtml(user.globalName)} (@${escapeHtml(user.username)}, ${plan})</label>`;
    })
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Authorize - Discord (mock)</title>
  ${FAVICON}
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Authorize access</h1>
    <p>An application wants to access your account (scope <code>${escapeHtml(params.scope)}</code>).
      It will be sent back to <code>${escapeHtml(params.redirect_uri)}</code>.</p>
    <form method="post" action="authorize">
      ${hidden}
      <fieldset>
        <legend>Sign in as a test user</legend>
        ${users}
      </fieldset>
      <div class="actions">
        <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
        <button type="submit" name="decision" value="authorize" class="primary">Authorize</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

/** A page that says why the request was refused; `detail` adds a second paragraph. */
export function renderErrorPage(message: string, detail?: string): string {
  const more = detail ? `<p>${escapeHtml(detail)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OAuth error</title>${FAVICON}<style>${STYLE}</style></head>
<body><main><h1>OAuth error</h1><p>${escapeHtml(message)}</p>${more}</main></body></html>`;
}
