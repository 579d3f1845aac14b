import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  createParamDecorator,
  HttpException,
  Inject,
  Injectable,
  mixin,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { catchError, from, type Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { HttpRequest } from './http';
import { PlatformError } from './platform-errors';

/** Multipart bodies for the upload routes (and only them: no other route reads one). */
export async function registerUploads(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    // A part is a file when it has a file name, whatever its type (as before the move to Fastify).
    isPartAFile: (_field, _type, fileName) => fileName !== undefined,
  });
}

export interface UploadOptions {
  /** Larger files answer 413 (default UPLOAD_MAX_MB). */
  maxBytes?: number | ((config: AppConfig) => number);
  /** Streams the file to DATA_DIR/uploads/<folder> under a generated name; without it the bytes stay in memory. */
  folder?: string;
  /** At most this many text fields (default 20), each of at most `fieldSize` bytes (default 64 KB); more answer 400. */
  fields?: number;
  fieldSize?: number;
}

interface UploadFacts {
  /** The name the client gave, as sent (not trusted: for display only). */
  originalName: string;
  /** The type the client gave (not trusted either). */
  mimeType: string;
  size: number;
}
/** A file streamed to disk: `name` is the generated one (32 hex digits), `path` where it is. */
export interface StoredUpload extends UploadFacts {
  path: string;
  name: string;
}
export interface MemoryUpload extends UploadFacts {
  buffer: Buffer;
}

const received = new WeakMap<HttpRequest, StoredUpload | MemoryUpload>();

/** The file of an `@Upload` route, or undefined when none was sent (the handler says it is required). */
export const Uploaded = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  received.get(ctx.switchToHttp().getRequest<HttpRequest>()),
);

/**
 * The route takes a multipart body with one file in `field`, and text fields that become the body:
 * `@Upload('file', {...})` on the handler, `@Uploaded() file: StoredUpload | undefined` in its parameters.
 * A body that is not multipart reaches the handler as it is, without a file.
 */
export const Upload = (field: string, options: UploadOptions = {}) => UseInterceptors(UploadInterceptor(field, options));

function UploadInterceptor(field: string, options: UploadOptions): Type<NestInterceptor> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<HttpRequest>();
      if (typeof req.isMultipart !== 'function') throw new Error('registerUploads() was not called');
      if (!req.isMultipart()) {
        // multipart/mixed and the like are not forms (Fastify refuses them first; this in case a parser takes them).
        if (/^\s*multipart\//i.test(req.headers['content-type'] ?? '')) throw PlatformError('unsupported_media_type');
        return next.handle();
      }
      const file = await receive(req, field, options, this.config);
      if (!file || !('path' in file)) return next.handle();
      // A refused upload leaves nothing behind, whatever refused it.
      return next.handle().pipe(catchError((error: unknown) => from(rm(file.path, { force: true }).then(() => Promise.reject(error)))));
    }
  }
  return mixin(Interceptor);
}

/** Reads the parts: text fields into `req.body`, the one file to disk or memory. */
async function receive(req: HttpRequest, field: string, options: UploadOptions, config: AppConfig) {
  const maxBytes = typeof options.maxBytes === 'function' ? options.maxBytes(config) : options.maxBytes;
  // Only what the route sets: an undefined limit would lift the default one.
  const limits = {
    fileSize: maxBytes ?? config.uploadMaxBytes,
    ...(options.fields && { fields: options.fields }),
    ...(options.fieldSize && { fieldSize: options.fieldSize }),
  };
  const fields: Record<string, unknown> = {};
  let file: StoredUpload | MemoryUpload | undefined;
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw PlatformError('bad_request');
        const before = fields[part.fieldname];
        // A repeated name gives a list, as before.
        fields[part.fieldname] = before === undefined ? part.value : Array.isArray(before) ? [...before, part.value] : [before, part.value];
      } else {
        // A file in another field, or a second one: 400, as before.
        if (part.fieldname !== field || file) throw PlatformError('bad_request');
        file = options.folder ? await toDisk(part, join(config.dataDir, 'uploads', options.folder)) : await toMemory(part);
      }
    }
  } catch (error) {
    if (file && 'path' in file) await rm(file.path, { force: true });
    // The rest of the body is read and dropped, so that the client gets to read the answer.
    req.raw.unpipe();
    req.raw.resume();
    throw refusal(error);
  }
  req.body = fields;
  if (file) received.set(req, file);
  return file;
}

async function toDisk(part: MultipartFile, dir: string): Promise<StoredUpload> {
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const path = join(dir, name);
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(part.file, out);
    if (part.file.truncated) throw PlatformError('payload_too_large');
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { originalName: part.filename, mimeType: part.mimetype, size: out.bytesWritten, path, name };
}

async function toMemory(part: MultipartFile): Promise<MemoryUpload> {
  const buffer = await part.toBuffer();
  return { originalName: part.filename, mimeType: part.mimetype, size: buffer.length, buffer };
}

/** The client's fault as our own 4xx (over the size: 413; other limits, a malformed or cut-off body: 400); a disk's failure stays a 500. */
function refusal(error: unknown): unknown {
  if (error instanceof HttpException || (error as NodeJS.ErrnoException)?.syscall) return error;
  if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') return PlatformError('payload_too_large');
  return PlatformError('bad_request');
}
