import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { DiscoveryService } from '@nestjs/core';
import { POLICY_KEY, TOTEM_DEVICE_KEY, type DeviceRouteMeta, type RoutePolicy } from '../common/policy.decorator';

/** A route as Nest serves it, read from the controllers' metadata (what the router registers). */
export interface ServedRoute {
  method: string;
  /** Nest's form: `/api/events/:eventId/zones/:id`. */
  path: string;
  /** `Controller.handler`. */
  handler: string;
  /** The success status: the handler's @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  policy: RoutePolicy | undefined;
  /** A paired kiosk may call it with its device credential (@TotemDeviceRoute). */
  totemDevice: boolean;
  /** Which paired devices the route admits (`@TotemDeviceRoute`, `@GateDeviceRoute`), if any. */
  deviceRoute?: DeviceRouteMeta;
}

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);

/** `/a/b` from `a`, `/b/`: the segments of both, one slash between. */
export function joinPath(...parts: string[]): string {
  const segments = parts.flatMap((part) => part.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

/** Every route of the controllers Nest discovered, in their order. */
export function servedRoutes(discovery: DiscoveryService): ServedRoute[] {
  const routes: ServedRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller) continue;
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const verb = RequestMethod[method];
      const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      const policy = (Reflect.getMetadata(POLICY_KEY, handler) ?? Reflect.getMetadata(POLICY_KEY, controller)) as RoutePolicy | undefined;
      const deviceRoute = Reflect.getMetadata(TOTEM_DEVICE_KEY, handler) as DeviceRouteMeta | undefined;
      const totemDevice = deviceRoute !== undefined;
      for (const prefix of prefixes)
        for (const sub of asList(Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined))
          routes.push({
            method: verb,
            path: joinPath(prefix, sub),
            handler: `${controller.name}.${name}`,
            status: code ?? (verb === 'POST' ? 201 : 200),
            policy,
            totemDevice,
            deviceRoute,
          });
    }
  }
  return routes;
}
