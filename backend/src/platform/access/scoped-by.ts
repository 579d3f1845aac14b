import type { RecordScope } from './record-access';

const RECORD_SCOPE = Symbol('recordScope');

/**
 * The record scope of the event resource a controller serves (`@ScopedBy(ZONE_SCOPE)` beside
 * `@Controller('api/events/:eventId/zones')`): the application does not start while an event
 * resource is served by no controller that declares one (resource-scope.check.ts), and the
 * content-checking role matrix tests every resource so declared.
 */
export const ScopedBy =
  (scope: RecordScope): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(RECORD_SCOPE, scope, target);
  };

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const scopeOf = (controller: Function): RecordScope | undefined => Reflect.getMetadata(RECORD_SCOPE, controller) as RecordScope | undefined;
