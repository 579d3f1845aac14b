import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import { COMING_API_RESOURCES, EVENT_API_RESOURCES } from '@eventdesk/shared';
import { RECORD_SCOPES } from './resource-scopes';

const DECLARED = [...EVENT_API_RESOURCES, ...COMING_API_RESOURCES];

/** The registry's event resources (served or coming) that `controllerPaths` serve. */
function servedResources(controllerPaths: readonly string[]): string[] {
  const served = controllerPaths.flatMap((path) => {
    const match = /^\/?api\/events\/:eventId\/([^/]+)/.exec(path);
    return match && DECLARED.includes(match[1]!) ? [match[1]!] : [];
  });
  return [...new Set(served)];
}

/** The event resources served by `controllerPaths` that declare no record scope. */
export function resourcesWithoutScope(controllerPaths: readonly string[]): string[] {
  return servedResources(controllerPaths).filter((api) => !Object.hasOwn(RECORD_SCOPES, api));
}

/** The event resources served by `controllerPaths` that the registry still declares `coming`. */
export function servedComingResources(controllerPaths: readonly string[]): string[] {
  return servedResources(controllerPaths).filter((api) => COMING_API_RESOURCES.includes(api));
}

/**
 * A resource cannot be served without declaring how its records are scoped: the application refuses
 * to start while a controller of an event resource has no entry in RECORD_SCOPES, or serves a
 * resource the registry declares `coming` (the admin would call it and the registry would lie).
 */
@Injectable()
export class ResourceScopeCheck implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const paths = this.discovery.getControllers().flatMap((wrapper) => {
      const path = wrapper.metatype ? (Reflect.getMetadata(PATH_METADATA, wrapper.metatype) as string | string[] | undefined) : undefined;
      return path === undefined ? [] : Array.isArray(path) ? path : [path];
    });
    const missing = resourcesWithoutScope(paths);
    if (missing.length) throw new Error(`Event resources without a record scope (backend/src/resource-scopes.ts): ${missing.join(', ')}`);
    const coming = servedComingResources(paths);
    if (coming.length)
      throw new Error(`Event resources served but declared coming (shared/src/resources/registry.ts): ${coming.join(', ')}`);
  }
}
