import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { validate } from '@eventdesk/shared';
import type { z } from 'zod';
import { ValidationException } from './errors';
import type { HttpRequest } from './http';
import { requestLanguage } from './language';

/**
 * The request body validated with a shared schema; a failure is a 422 with per-field messages in the
 * caller's language. Unknown fields (such as `id` or timestamps sent back by react-admin) are dropped.
 */
const validBody = createParamDecorator(({ schema, from }: { schema: z.ZodType; from?: 'query' }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<HttpRequest>();
  const source: unknown = from === 'query' ? req.query : req.body;
  const body = source === undefined || source === null ? {} : source;
  const result = validate(schema, body, requestLanguage(req));
  if (!result.ok) throw new ValidationException(result.errors);
  return result.data;
});

// Nest would take a zod schema for a pipe (it has a `transform` method), so it travels wrapped.
export const ValidBody = (schema: z.ZodType) => validBody({ schema });
/** The query string validated the same way (a 422 names the parameter). */
export const ValidQuery = (schema: z.ZodType) => validBody({ schema, from: 'query' });
