import { Logger, type ArgumentsHost } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { scanSchema, validate } from '@eventdesk/shared';
import { parse as parseCookies } from 'cookie';
import cookieParser from 'cookie-parser';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionData, Store } from 'express-session';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AuthService } from '../auth/auth.service';
import { CSRF_HEADER, csrfTokenMatches } from '../auth/csrf';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { AuthzGuard, permitted } from '../authz/authz.guard';
import { bodyParserError, ValidationException } from '../common/errors';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import { POLICY_KEY, type RoutePolicy } from '../common/policy.decorator';
import type { EventContext } from '../access/request-context';
import { UserSessionsService } from '../users/user-sessions.service';
import { ScansController } from './scans.controller';
import { ScansService } from './scans.service';

/** The scan's route as Express knows it (the request log names it so). */
const ROUTE = '/api/events/:eventId/scans';
/** The scans the fast path takes: exactly this path, no query string (anything else goes the full way). */
const PATH = /^\/api\/events\/(\d{1,10})\/scans$/;
/** `application/json`, with `charset=utf-8` at most; spaces and tabs only (the header's own whitespace). */
const JSON_TYPE = /^application\/json[ \t]*(;[ \t]*charset=("?)utf-8\2[ \t]*)?$/i;
/** A scan's body is a few hundred bytes; a larger one goes the full way (express.json's 2 MB limit). */
const BODY_LIMIT = 16 * 1024;

/** Each application's scan path (the tests count what it answered). */
export const scanFastPaths = new WeakMap<NestExpressApplication, ScanFastPath>();

export interface ScanFastPathOptions {
  /** The session middleware's secret and store: the same sessions, read the same way. */
  secret: string;
  store: Store;
  /** The headers of every API answer (security, no caching: app.factory.ts). */
  headers: readonly (readonly [string, string])[];
  /** The request log's middleware (it calls `next` at once). */
  log: RequestHandler;
  /** The API's JSON body parser (express.json), run on the request as Express runs it. */
  json: RequestHandler;
}

/**
 * The gate's scan (`POST /api/events/{eventId}/scans`) answered without Express's router,
 * express-session's wrapping and Nest's pipeline, which cost a scan more than its own statements
 * (docs/performance.md, "Scans at a gate"). It decides with the same parts: the session from the
 * same store, the user and second factor from AuthService, the context, event and ability from the
 * global guard (`signedInContext`, `permitted`), the CSRF check, the shared schema, ScansService, and
 * errors answered by the global filter.
 *
 * It takes a request only when the full path would let it through without changing anything: any
 * other (no or bad session cookie, a session to end or to move, a wrong CSRF token, another role, a
 * body that is not plain JSON of known length) is handed to Express untouched — its body unread —
 * and answered there as always. Only what comes after the body is read (by the API's own JSON parser:
 * bad JSON, a failed validation, the scan's own refusals) is answered here, through the same filter.
 */
export class ScanFastPath {
  /** Requests answered here, scans and their errors (the tests check which path a request took). */
  answered = 0;
  private readonly express: Express;
  private readonly policy: Exclude<RoutePolicy, { kind: 'public' | 'attendee' }>;
  /** Session cookie values whose signature was found good, and the id each carries (a bounded memo of a pure function). */
  private readonly signatures = new Map<string, string>();
  private readonly auth: AuthService;
  private readonly guard: AuthzGuard;
  private readonly sessions: UserSessionsService;
  private readonly scans: ScansService;
  private readonly filter = new HttpExceptionFilter();
  private readonly logger = new Logger(ScanFastPath.name);
  /** `options.headers` flat, as writeHead takes them. */
  private readonly headerList: string[];

  constructor(
    app: NestExpressApplication,
    private readonly options: ScanFastPathOptions,
  ) {
    this.express = app.getHttpAdapter().getInstance();
    this.headerList = options.headers.flat();
    const policy = Reflect.getMetadata(POLICY_KEY, ScansController.prototype.scan) as RoutePolicy | undefined;
    if (policy?.kind !== 'ability') throw new Error('ScansController.scan declares no ability policy');
    this.policy = policy;
    this.auth = app.get(AuthService);
    this.guard = app.get(AuthzGuard);
    this.sessions = app.get(UserSessionsService);
    this.scans = app.get(ScansService);
  }

  /** Puts the path in front of the application on its HTTP server (for `listen` and the tests' supertest alike). */
  install(server: Server): void {
    const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const match = req.method === 'POST' ? PATH.exec(req.url ?? '') : null;
      if (match)
        return void this.take(req as Request, res as Response, match[1]).catch((err: unknown) => {
          // The filter answers every error; this is for a failure of the answering itself.
          this.logger.error(`POST ${req.url}: ${(err as Error)?.stack ?? String(err)}`);
          if (!res.headersSent) res.writeHead(500).end();
        });
      for (const listener of listeners) listener.call(server, req, res);
    });
  }

  private async take(req: Request, res: Response, eventId: string): Promise<void> {
    let context: EventContext | null;
    try {
      context = await this.admit(req, eventId);
    } catch {
      context = null;
    }
    if (!context) return void this.express(req, res);
    this.answered++;
    try {
      await this.answer(req, res, context);
    } catch (err) {
      // Express's request and response, as Express makes them, for the filter (res.status().json()).
      Object.setPrototypeOf(req, this.express.request);
      Object.setPrototypeOf(res, this.express.response);
      Object.assign(req, { res, originalUrl: req.url, baseUrl: '' });
      Object.assign(res, { req, locals: Object.create(null) as Response['locals'] });
      for (const [name, value] of this.options.headers) res.setHeader(name, value);
      this.filter.catch(err, httpHost(req, res));
    }
  }

  /**
   * The caller's context when the full path would take this request through unchanged; null otherwise.
   * Until it is sure, it works on a stand-in (`probe`: the request's headers, the session, the event):
   * a request left to Express carries nothing of it (express-session would take a session found on
   * it for its own).
   */
  private async admit(req: Request, eventId: string): Promise<EventContext | null> {
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    // The type as express.json matches it (type-is), and only its plain spellings.
    if (!type || !JSON_TYPE.test(type) || !this.express.request.is.call(req, 'application/json')) return null;
    if (!(length > 0 && length <= BODY_LIMIT) || req.headers['content-encoding'] || req.headers['transfer-encoding']) return null;

    const sid = this.sessionId(req.headers.cookie);
    if (!sid) return null;
    const session = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      this.options.store.get(sid, (err, data) => (err ? reject(err) : resolve(data))),
    );
    if (!session || !csrfTokenMatches(session.csrfToken, req.headers[CSRF_HEADER])) return null;
    const user = await this.auth.liveSessionUser(session);
    // A session that ends, or has moved to a new id (its registry entry is rewritten), goes the full way.
    if (!user || user === 'ended' || (session.registryId && session.registeredSid !== sid)) return null;

    const probe = { headers: req.headers, session, params: { eventId } } as unknown as Request;
    const context = await this.guard.signedInContext(probe, this.policy, user);
    if (!context || !('eventId' in context) || !permitted(this.policy, context)) return null;
    // Taken: the request as the full pipeline would have made it, for what follows (request log, registry).
    Object.assign(req, { session, sessionID: sid, params: probe.params, authUser: user, context, route: { path: ROUTE } });
    return context;
  }

  /**
   * The session id of the Cookie header, read as express-session reads it (the `cookie` package's
   * parse, an `s:`-prefixed value signed with the secret); false for anything else.
   */
  private sessionId(header: string | undefined): string | false {
    const raw = header ? parseCookies(header)[SESSION_COOKIE] : undefined;
    if (!raw?.startsWith('s:')) return false;
    const known = this.signatures.get(raw);
    if (known) return known;
    const sid = cookieParser.signedCookie(raw, this.options.secret);
    // Only good signatures are kept (ours, so no more than the sessions), and only of a session id's length.
    if (sid && raw.length <= 200) {
      if (this.signatures.size >= 10_000) this.signatures.clear();
      this.signatures.set(raw, sid);
    }
    return sid;
  }

  private async answer(req: Request, res: Response, context: EventContext): Promise<void> {
    runNow(this.options.log, req, res);
    await this.sessions.seen(req);
    await new Promise<void>((resolve, reject) =>
      this.options.json(req, res, ((err?: unknown) => (err ? reject(bodyParserError(err)) : resolve())) as NextFunction),
    );
    const result = validate(scanSchema, req.body ?? {}, context.lang);
    if (!result.ok) throw new ValidationException(result.errors);
    const scan = await this.scans.scan(context, result.data);
    // The headers of any API answer and res.json's (no ETag on API answers: app.factory.ts), in one go.
    const json = JSON.stringify(scan);
    res.writeHead(201, [
      ...this.headerList,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(json)),
    ]);
    res.end(json);
    // As express-session does for a session the request did not change: its idle timeout starts again.
    this.options.store.touch?.(req.sessionID, req.session as SessionData, () => undefined);
  }
}

/** Runs a middleware that calls `next` before it returns (the security headers, the request log). */
function runNow(middleware: RequestHandler, req: Request, res: Response): void {
  let passed = false;
  void middleware(req, res, ((err?: unknown) => {
    if (err) throw err;
    passed = true;
  }) as NextFunction);
  if (!passed) throw new Error('A middleware before the scan path did not pass the request on at once');
}

/** The one thing the global filter asks of its host: the request and the response. */
function httpHost(req: Request, res: Response): ArgumentsHost {
  return { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ArgumentsHost;
}
