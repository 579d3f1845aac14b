import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { COMING_API_RESOURCES } from '@eventdesk/shared';
import { servedResources } from './resource-scopes';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Controller = Function;

/** The event resources served by `controllers` that no controller gives a record scope (`@ScopedBy`). */
export function resourcesWithoutScope(controllers: readonly Controller[]): string[] {
  return [...servedResources(controllers)].filter(([, scope]) => !scope).map(([api]) => api);
}

/** The event resources served by `controllers` that the registry still declares `coming`. */
export function servedComingResources(controllers: readonly Controller[]): string[] {
  return [...servedResources(controllers).keys()].filter((api) => COMING_API_RESOURCES.includes(api));
}

/**
 * A resource cannot be served without declaring how its records are scoped: the application refuses
 * to start while an event resource is served by no controller with `@ScopedBy(…)`, or serves a
 * resource the registry declares `coming` (the admin would call it and the registry would lie).
 */
@Injectable()
export class ResourceScopeCheck implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const controllers = this.discovery.getControllers().flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype] : []));
    const missing = resourcesWithoutScope(controllers);
    if (missing.length) throw new Error(`Event resources without a record scope (@ScopedBy on their controller): ${missing.join(', ')}`);
    const coming = servedComingResources(controllers);
    if (coming.length)
      throw new Error(`Event resources served but declared coming (shared/src/resources/registry.ts): ${coming.join(', ')}`);
  }
}
