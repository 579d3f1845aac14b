import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from './api-client';

/**
 * Reads a server-sent events stream as a browser's EventSource does (a plain GET with the session
 * cookie, read as it comes) until `count` messages of type `type` arrived; fails after 10 seconds.
 */
export async function readEvents<T>(
  client: ApiClient,
  path: string,
  type: string,
  count: number,
): Promise<{ contentType: string; messages: T[] }> {
  const port = await listening(client.server);
  const messages: T[] = [];
  let contentType = '';
  return new Promise((resolve, reject) => {
    const request = httpGet({ port, host: '127.0.0.1', path, headers: { cookie: client.cookieHeader() } }, (res) => {
      contentType = String(res.headers['content-type']);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.split('\n').includes(`event: ${type}`) && data) messages.push(JSON.parse(data.slice(6)) as T);
        }
        if (messages.length >= count) {
          clearTimeout(timer);
          request.destroy();
          resolve({ contentType, messages });
        }
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`${messages.length} of ${count} "${type}" message(s) after 10 s`));
    }, 10_000);
    request.on('error', (error) => {
      if (messages.length < count) reject(error);
    });
  });
}

/** The port the app's server listens on (made to listen on a free one first when it does not). */
async function listening(server: Server): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A stream's status and, when it is refused, its JSON body: read up to the first bytes, then closed. */
export async function streamStatus(client: ApiClient, path: string): Promise<{ status: number; body: unknown }> {
  const port = await listening(client.server);
  return new Promise((resolve, reject) => {
    const request = httpGet({ port, host: '127.0.0.1', path, headers: { cookie: client.cookieHeader() } }, (res) => {
      const status = res.statusCode ?? 0;
      if (String(res.headers['content-type']).includes('text/event-stream')) {
        request.destroy();
        return resolve({ status, body: null });
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status, body: text ? (JSON.parse(text) as unknown) : null }));
    });
    request.on('error', reject);
  });
}
