import type { Response } from 'supertest';

/** A supertest parser that keeps the body as bytes (an XLSX, a font): `.buffer(true).parse(binary)`. */
export const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};
