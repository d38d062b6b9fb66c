// Every address the router serves is in lib/paths.ts: the browser specs that check every page
// (tests/specs/layout) take their list from paths, so a route added without its path would go unchecked.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { createRoutes } from './router';

/** The full path of every route with a page of its own (no index or catch-all entries). */
function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const full = own === '' ? parent : own.startsWith('/') ? own : `${parent === '/' ? '' : parent}/${own}`;
    const here = own !== '' && own !== '*' ? [full] : [];
    return [...here, ...routePaths(route.children ?? [], full)];
  });
}

function pathsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [decodeURIComponent((value as (id: string) => string)(':id'))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(pathsOf);
  return [];
}

describe('the routes and lib/paths.ts', () => {
  it('when the router serves an address, then paths.ts has it', () => {
    const known = new Set(pathsOf(paths));
    const served = routePaths(createRoutes());
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((path) => !known.has(path))).toEqual([]);
  });

  it('when paths.ts has an address, then the router serves it', () => {
    const served = new Set(routePaths(createRoutes()));
    expect(pathsOf(paths).filter((path) => !served.has(path))).toEqual([]);
  });
});
