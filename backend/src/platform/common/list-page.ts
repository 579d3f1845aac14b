import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { HttpReply, HttpRequest } from './http';
import { parseListQuery, setContentRange, type ListQuery, type ListSpec } from './ra-query';

/** The reply a list's query came with (not enumerable: a copy of the query has none). */
const REPLY = Symbol('list reply');
type ListOfReply = ListQuery & { [REPLY]?: HttpReply };

/**
 * `@ListParams(SPEC) list: ListQuery` — the simple-rest `range`, `sort` and `filter` of the query,
 * checked against the resource's spec; it keeps the reply, whose Content-Range `page` writes.
 */
export const ListParams = createParamDecorator((spec: ListSpec, ctx: ExecutionContext): ListQuery => {
  const http = ctx.switchToHttp();
  const list = parseListQuery(http.getRequest<HttpRequest>().query as Record<string, unknown>, spec);
  Object.defineProperty(list, REPLY, { value: http.getResponse<HttpReply>(), enumerable: false });
  return list;
});

/**
 * One page of a list as simple-rest reads it: the rows, and the size of the whole filtered set in
 * `Content-Range: {resource} {first}-{last}/{total}` (written here rather than by an interceptor
 * around every route: an interceptor costs each request of the API an observable and an async scope).
 */
export function page<T>(list: ListQuery, result: { rows: T[]; total: number }): T[] {
  const reply = (list as ListOfReply)[REPLY];
  if (!reply) throw new Error('page(): the list query did not come from @ListParams (a list parsed by hand: pageTo)');
  return pageTo(reply, list, result);
}

/** `page` for a list parsed by the handler itself (its spec depends on the caller): `@Res({ passthrough: true }) reply`. */
export function pageTo<T>(reply: HttpReply, list: ListQuery, { rows, total }: { rows: T[]; total: number }): T[] {
  setContentRange(reply, list, rows.length, total);
  return rows;
}
