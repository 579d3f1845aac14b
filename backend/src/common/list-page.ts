import { createParamDecorator, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { parseListQuery, setContentRange, type ListQuery, type ListSpec } from './ra-query';

/** One page of a list and the size of the whole filtered set: answered as the rows with their Content-Range. */
export class Page<T> {
  constructor(
    readonly list: ListQuery,
    readonly rows: T[],
    readonly total: number,
  ) {}
}

export const page = <T>(list: ListQuery, { rows, total }: { rows: T[]; total: number }): Page<T> => new Page(list, rows, total);

/** `@ListParams(SPEC) list: ListQuery` — the simple-rest `range`, `sort` and `filter` of the query, checked against the resource's spec. */
export const ListParams = createParamDecorator((spec: ListSpec, ctx: ExecutionContext): ListQuery =>
  parseListQuery(ctx.switchToHttp().getRequest<Request>().query as Record<string, unknown>, spec),
);

/** Turns a handler's Page into the rows and `Content-Range: {resource} {first}-{last}/{total}`. */
@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (!(value instanceof Page)) return value;
        setContentRange(ctx.switchToHttp().getResponse<Response>(), value.list, value.rows.length, value.total);
        return value.rows;
      }),
    );
  }
}
