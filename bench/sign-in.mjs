// A signed-in staff session as the admin front end holds it: the cookies and the XSRF header.
// Shared by the bench, its statement counter and bench/capture-sql.mjs.
export const DEMO_ADMIN = { email: 'admin@eventdesk.demo', password: 'eventdesk-demo' };

/** Signs in at `base` (2FA off: the bench starts the app with TWO_FACTOR_REQUIRED=false). */
export async function signIn(base, credentials = DEMO_ADMIN) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [kv] = c.split(';');
      const i = kv.indexOf('=');
      jar.set(kv.slice(0, i), kv.slice(i + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'x-requested-with': 'XMLHttpRequest',
    'accept-language': 'it',
  });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  keep(res);
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || body.two_factor)
    throw new Error(`sign-in as ${credentials.email} failed: ${res.status} ${JSON.stringify(body)}`);
  return { headers, keep };
}
