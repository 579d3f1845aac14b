import type { Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/**
 * A browser-like client: keeps cookies, fetches the anti-forgery cookie and echoes it in
 * X-XSRF-TOKEN on every state-changing call, as the front ends do.
 */
export class ApiClient {
  readonly agent: TestAgent;
  private xsrf: string | null = null;
  lang = 'it';

  constructor(readonly server: Server) {
    this.agent = request.agent(server);
  }

  /** The session's cookies as a `Cookie` header, for a request made without supertest (a stream read as it comes). */
  cookieHeader(): string {
    const jar = (this.agent as unknown as { jar: { getCookies(access: object): { toValueString(): string } } }).jar;
    return jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString();
  }

  async csrf(): Promise<void> {
    const res = await this.agent.get('/sanctum/csrf-cookie').expect(204);
    this.remember(res);
  }

  async login(email: string, password: string): Promise<request.Response> {
    if (!this.xsrf) await this.csrf();
    const res = await this.post('/login').send({ email, password });
    return res;
  }

  /** Confirms the password in this session, as account changes need (issue 12: 15 minutes). */
  confirmPassword(password: string) {
    return this.post('/user/confirm-password').send({ password });
  }

  get(url: string) {
    return this.agent.get(url).set('Accept-Language', this.lang).set('X-Requested-With', 'XMLHttpRequest');
  }

  post(url: string) {
    return this.withToken(this.agent.post(url));
  }

  put(url: string) {
    return this.withToken(this.agent.put(url));
  }

  delete(url: string) {
    return this.withToken(this.agent.delete(url));
  }

  private withToken(req: request.Test) {
    req.set('Accept-Language', this.lang).set('X-Requested-With', 'XMLHttpRequest');
    if (this.xsrf) req.set('X-XSRF-TOKEN', this.xsrf);
    // Tokens rotate at login: pick up the new one from every answer.
    return req.on('response', (res: request.Response) => this.remember(res));
  }

  private remember(res: request.Response): void {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    if (xsrf) this.xsrf = decodeURIComponent(xsrf.split(';')[0].slice('XSRF-TOKEN='.length));
  }
}
