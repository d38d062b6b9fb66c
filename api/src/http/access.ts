// Every route declares who may call it, and the declaration is enforced: public, any signed-in person, or some roles.
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { authMessages } from '@wallet/common/auth';
import type { Role } from '@wallet/common/auth';
import type { User } from '../people/user';
import { AppError } from './app-error';

/** 'public': anyone; 'signed-in': any person with a live session; a role list: only those roles. */
export type AccessRule = 'public' | 'signed-in' | readonly Role[];

/** The person behind a request, loaded fresh from the database for every signed-in call. */
export interface SignedIn {
  user: User;
  sessionId: string;
}

/** Finds who is calling, or throws the AppError to answer with (401 without a live session). */
export type Authenticate = (request: Request, response: Response) => Promise<SignedIn>;

const ACCESS = Symbol('access');

type AccessMarker = RequestHandler & { [ACCESS]: AccessRule };

const authenticators = new WeakMap<Request, Authenticate>();
const signedInPeople = new WeakMap<Request, SignedIn>();

/** Installs how signed-in routes find their person; app.ts puts it before every route. */
export function authentication(authenticate: Authenticate): RequestHandler {
  return (request, _response, next) => {
    authenticators.set(request, authenticate);
    next();
  };
}

async function enforce(rule: AccessRule, request: Request, response: Response): Promise<void> {
  if (rule === 'public') return;
  const authenticate = authenticators.get(request);
  if (authenticate === undefined)
    throw new Error('access(): authentication() is not installed before the routes');
  const person = await authenticate(request, response);
  if (rule !== 'signed-in' && !rule.includes(person.user.role)) {
    throw new AppError(403, authMessages.forbidden);
  }
  signedInPeople.set(request, person);
}

/** Put first in a route's handlers: `router.get('/users/me', access('signed-in'), …)`. */
export function access(rule: AccessRule): RequestHandler {
  const marker = (request: Request, response: Response, next: NextFunction) => {
    enforce(rule, request, response).then(() => next(), next);
  };
  return Object.assign(marker, { [ACCESS]: rule }) satisfies AccessMarker;
}

/** The person a signed-in route serves; only callable behind access('signed-in') or a role list. */
export function signedIn(request: Request): SignedIn {
  const person = signedInPeople.get(request);
  if (person === undefined) throw new Error('signedIn(): the route does not declare a signed-in access rule');
  return person;
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
