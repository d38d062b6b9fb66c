// The chunks of the first screens: everything the landing page, sign-in and a dashboard load on arrival, besides the
// entry and the route modules themselves, in one chunk per set of those screens, instead of the dozens of small
// common chunks automatic splitting makes (one per set of lazy routes sharing a module). A phone on HTTP/1.1 fetches
// six files at a time, each at least a 150 ms round trip: 40 files of 1–2 kB were a second of waiting on arrival.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** A first screen: its name (part of the chunk's name) and the route modules it loads on arrival. */
export interface FirstScreen {
  name: string;
  /** Paths relative to web/, e.g. 'src/app/AreaRoutes.tsx' (lazy route modules of router.tsx). */
  routeModules: readonly string[];
}

/**
 * The modules `roots` import statically, directly or not, leaving out `stop` (and not looking further from there).
 * @returns module ids, the roots included
 */
export function staticClosure(
  roots: readonly string[],
  importsOf: (moduleId: string) => readonly string[],
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const reached = new Set<string>();
  const pending = roots.filter((root) => !stop.has(root));
  for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
    if (reached.has(moduleId)) continue;
    reached.add(moduleId);
    for (const imported of importsOf(moduleId)) {
      if (!reached.has(imported) && !stop.has(imported)) pending.push(imported);
    }
  }
  return reached;
}

/**
 * For each module: the chunk it goes to, named after the screens that need it ('dashboard', 'home+sign-in'…), or
 * undefined when no first screen needs it, the entry has it already, or it is a lazy route's own module (each keeps
 * its chunk, so any route can still load it alone).
 */
export function screenChunkNames(
  entry: string,
  screens: readonly { name: string; routeModules: readonly string[] }[],
  importsOf: (moduleId: string) => readonly string[],
  isLazyRoute: (moduleId: string) => boolean,
): Map<string, string> {
  const initial = staticClosure([entry], importsOf);
  const screensOfModule = new Map<string, string[]>();
  for (const screen of screens) {
    for (const moduleId of staticClosure(screen.routeModules, importsOf, initial)) {
      if (isLazyRoute(moduleId)) continue;
      screensOfModule.set(moduleId, [...(screensOfModule.get(moduleId) ?? []), screen.name]);
    }
  }
  return new Map(
    [...screensOfModule].map(([moduleId, names]) => [moduleId, `screen-${[...names].sort().join('+')}`]),
  );
}

/**
 * The code-splitting group that makes those chunks. `webRoot` is web/'s absolute path; the entry is src/main.tsx.
 * Give it after the vendor groups, so the libraries keep their own long-lived chunks.
 */
export function firstScreenChunks(webRoot: string, screens: readonly FirstScreen[]): CodeSplittingGroup {
  const absolute = (relative: string) => path.join(webRoot, relative);
  let names: Map<string, string> | undefined;
  return {
    name: (moduleId: string, context: ChunkingContext) => {
      // Worked out once, on the first module asked about: the module graph is complete by then.
      names ??= screenChunkNames(
        absolute('src/main.tsx'),
        screens.map(({ name, routeModules }) => ({ name, routeModules: routeModules.map(absolute) })),
        (id) => context.getModuleInfo(id)?.importedIds ?? [],
        (id) => (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      return names.get(moduleId) ?? null;
    },
    // The entry's own modules stay where they are: pulling their imports along would make the entry load these.
    includeDependenciesRecursively: false,
  };
}
