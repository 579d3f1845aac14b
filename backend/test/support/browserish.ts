/**
 * What a browser gives react-admin's stock `ra-data-simple-rest` client: the provider's httpClient, with
 * the contract of react-admin's fetchUtils.fetchJson (status, headers, body, json; a thrown error with
 * the status otherwise), plus what a browser does by itself: keep the cookies and echo the
 * anti-forgery token.
 */
export class Browserish {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  readonly httpClient = async (
    url: string,
    options: { method?: string; body?: RequestInit['body']; headers?: ConstructorParameters<typeof Headers>[0] } = {},
  ) => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    const res = await fetch(url.startsWith('http') ? url : `${this.base}${url}`, {
      method: options.method ?? 'GET',
      body: options.body,
      headers,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = await res.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    if (res.status < 200 || res.status >= 300)
      throw Object.assign(new Error(`${res.status} ${body.slice(0, 300)}`), { status: res.status, body: json });
    return { status: res.status, headers: res.headers, body, json };
  };

  async signIn(email: string, password: string): Promise<void> {
    await this.httpClient('/sanctum/csrf-cookie');
    await this.httpClient('/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    // Deactivating and deleting users are account changes: the superadmin confirms their password once.
    await this.httpClient('/user/confirm-password', { method: 'POST', body: JSON.stringify({ password }) });
  }
}
