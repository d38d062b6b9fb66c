// Every route declares who may call it; a test walks the router to prove none was forgotten.
import type { Express, RequestHandler } from 'express';

/**
 * Who may call a route. Only public routes exist so far; the sessions issue adds signed-in roles
 * here and makes the marker enforce them.
 */
export type AccessRule = 'public';

const ACCESS = Symbol('access');

type AccessMarker = RequestHandler & { [ACCESS]: AccessRule };

/** Put first in a route's handlers: `router.get('/healthz', access('public'), …)`. */
export function access(rule: AccessRule): RequestHandler {
  const marker: RequestHandler = (_request, _response, next) => {
    next();
  };
  return Object.assign(marker, { [ACCESS]: rule }) satisfies AccessMarker;
}

export interface RouteAccess {
  method: string;
  path: string;
  /** undefined when the route declares none: a defect the route walk reports. */
  access: AccessRule | undefined;
}

/** The parts of Express 5's router internals that the walk reads; the public API exposes no route list. */
interface LayerShape {
  handle?: unknown;
  route?: { path: string; methods: Record<string, boolean>; stack: LayerShape[] };
}

function accessOf(handle: unknown): AccessRule | undefined {
  return typeof handle === 'function' && ACCESS in handle ? (handle as AccessMarker)[ACCESS] : undefined;
}

function walk(stack: LayerShape[], prefix: string, routes: RouteAccess[]): void {
  for (const layer of stack) {
    if (layer.route !== undefined) {
      const first = layer.route.stack[0];
      for (const method of Object.keys(layer.route.methods)) {
        routes.push({
          method: method.toUpperCase(),
          path: `${prefix}${layer.route.path}`,
          access: accessOf(first?.handle),
        });
      }
    } else if (
      typeof layer.handle === 'function' &&
      'stack' in layer.handle &&
      Array.isArray(layer.handle.stack)
    ) {
      const mountPath = (layer.handle as { mountPath?: unknown }).mountPath;
      walk(
        layer.handle.stack as LayerShape[],
        `${prefix}${typeof mountPath === 'string' ? mountPath : ''}`,
        routes,
      );
    }
  }
}

/** Marks where a router is mounted, since Express 5 keeps no readable mount path for the route walk. */
export function mountedAt<T extends object>(router: T, mountPath: string): T {
  return Object.assign(router, { mountPath });
}

/** Every route of the app with its method, full path and declared access. */
export function listRoutes(app: Express): RouteAccess[] {
  const routes: RouteAccess[] = [];
  walk((app.router as unknown as { stack: LayerShape[] }).stack, '', routes);
  return routes;
}
