import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseListQuery, setContentRange, type ListQuery, type ListSpec } from './ra-query';

/** The response a list's query came with (not enumerable: a copy of the query has none). */
const RESPONSE = Symbol('list response');
type ListOfResponse = ListQuery & { [RESPONSE]?: Response };

/**
 * `@ListParams(SPEC) list: ListQuery` — the simple-rest `range`, `sort` and `filter` of the query,
 * checked against the resource's spec; it keeps the response, whose Content-Range `page` writes.
 */
export const ListParams = createParamDecorator((spec: ListSpec, ctx: ExecutionContext): ListQuery => {
  const http = ctx.switchToHttp();
  const list = parseListQuery(http.getRequest<Request>().query as Record<string, unknown>, spec);
  Object.defineProperty(list, RESPONSE, { value: http.getResponse<Response>(), enumerable: false });
  return list;
});

/**
 * One page of a list as simple-rest reads it: the rows, and the size of the whole filtered set in
 * `Content-Range: {resource} {first}-{last}/{total}` (written here rather than by an interceptor
 * around every route: an interceptor costs each request of the API an observable and an async scope).
 */
export function page<T>(list: ListQuery, result: { rows: T[]; total: number }): T[] {
  const res = (list as ListOfResponse)[RESPONSE];
  if (!res) throw new Error('page(): the list query did not come from @ListParams (a list parsed by hand: pageTo)');
  return pageTo(res, list, result);
}

/** `page` for a list parsed by the handler itself (its spec depends on the caller): `@Res({ passthrough: true }) res`. */
export function pageTo<T>(res: Response, list: ListQuery, { rows, total }: { rows: T[]; total: number }): T[] {
  setContentRange(res, list, rows.length, total);
  return rows;
}
