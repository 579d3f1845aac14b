import type { ArgumentsHost } from '@nestjs/common';
import type { ApiError } from '@eventdesk/shared';
import { HttpExceptionFilter } from '../../src/common/http-exception.filter';

/** What the global exception filter answers for `exception`, without a server around it. */
export function filterAnswer(exception: unknown, lang: 'it' | 'en' = 'en'): ApiError {
  let answer: ApiError | undefined;
  let status = 0;
  const res = {
    headersSent: false,
    status(code: number) {
      status = code;
      return res;
    },
    json(body: ApiError) {
      answer = body;
    },
    setHeader() {},
  };
  const req = { method: 'POST', originalUrl: '/probe', headers: { 'accept-language': lang }, acceptsLanguages: () => lang };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  if (!answer || answer.statusCode !== status) throw new Error('the filter sent no answer');
  return answer;
}
