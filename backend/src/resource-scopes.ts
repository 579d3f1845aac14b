import { PATH_METADATA } from '@nestjs/common/constants';
import { COMING_API_RESOURCES, EVENT_API_RESOURCES } from '@eventdesk/shared';
import type { RecordScope } from './platform/access/record-access';
import { scopeOf } from './platform/access/scoped-by';
import { discover, isClass } from './platform/common/discover';

const DECLARED = [...EVENT_API_RESOURCES, ...COMING_API_RESOURCES];

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Controller = Function;

/** The registry's event resource (served or coming) under a controller path, or null. */
function resourceOf(path: string): string | null {
  const match = /^\/?api\/events\/:eventId\/([^/]+)/.exec(path);
  return match && DECLARED.includes(match[1]!) ? match[1]! : null;
}

const pathsOf = (controller: Controller): string[] => {
  const path = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
  return path === undefined ? [] : Array.isArray(path) ? path : [path];
};

/** The event resources `controllers` serve, each with the record scope its controllers declare (`@ScopedBy`), or null. */
export function servedResources(controllers: readonly Controller[]): Map<string, RecordScope | null> {
  const served = new Map<string, RecordScope | null>();
  for (const controller of controllers)
    for (const path of pathsOf(controller)) {
      const api = resourceOf(path);
      if (!api) continue;
      const scope = scopeOf(controller) ?? null;
      const known = served.get(api);
      if (known && scope && known !== scope) throw new Error(`Two record scopes declared for the event resource ${api}`);
      served.set(api, known ?? scope);
    }
  return served;
}

/**
 * The record scope of every event resource the API serves, by its path in the resource registry
 * (shared/src/resources/registry.ts), as the controllers declare them (`@ScopedBy`, found in the
 * `*.controller.ts` files): the content-checking role matrix (test/authz/content-matrix.e2e-spec.ts)
 * tests every one of them.
 */
export const RECORD_SCOPES: Readonly<Record<string, RecordScope>> = Object.fromEntries(
  [...servedResources(discover(__dirname, /\.controller\.(ts|js)$/, isClass))].flatMap(([api, scope]) => (scope ? [[api, scope]] : [])),
);
