import type { ArgumentsHost } from '@nestjs/common';
import type { ApiError } from '@eventdesk/shared';
import { HttpExceptionFilter } from '../../src/platform/common/http-exception.filter';

/** What the global exception filter answers for `exception`, without a server around it (a Fastify request and reply, as far as it reads them). */
export function filterAnswer(exception: unknown, lang: 'it' | 'en' = 'en'): ApiError {
  let answer: ApiError | undefined;
  let status = 0;
  const reply = {
    sent: false,
    status(code: number) {
      status = code;
      return reply;
    },
    code(code: number) {
      return reply.status(code);
    },
    header() {
      return reply;
    },
    send(body: ApiError) {
      answer = body;
      reply.sent = true;
      return reply;
    },
  };
  const req = { method: 'POST', url: '/probe', headers: { 'accept-language': lang } };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => reply }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  if (!answer || answer.statusCode !== status) throw new Error('the filter sent no answer');
  return answer;
}
