// The chunks of the first screens: everything the landing page, sign-in and a dashboard load on arrival, besides the
// entry and the route modules themselves, in one chunk per set of those screens, instead of the dozens of small
// common chunks automatic splitting makes (one per set of lazy routes sharing a module). A phone on HTTP/1.1 fetches
// six files at a time, each at least a 150 ms round trip: 40 files of 1–2 kB were a second of waiting on arrival.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

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
    debugName: 'first screens',
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

/**
 * A first screen with its addresses (a regular expression's source, matched against the path), whose own index.html
 * preloads its route modules' chunks; a part that loads later (no addresses) gets chunks of its own but no page.
 */
export interface PreloadedScreen extends FirstScreen {
  addresses?: string;
}

/** Where the build lists the pages with their own index.html (read by the bff, bff/src/static.ts). */
export const SCREEN_PAGES_FILE = 'screen-pages.json';

/** One entry of screen-pages.json: the page whose `html` (a file beside index.html) answers `addresses`. */
export interface ScreenPage {
  addresses: string;
  html: string;
}

/** The output's chunks as this plugin reads them. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
}

/** `fileNames` and the files they import statically, directly or not. */
function withStaticImports(
  fileNames: readonly string[],
  chunks: ReadonlyMap<string, BuiltChunk>,
): Set<string> {
  return staticClosure(fileNames, (fileName) => chunks.get(fileName)?.imports ?? []);
}

/**
 * index.html with a <link rel="modulepreload"> for each of `files`, before </head>: the browser fetches a screen's
 * route chunks beside the entry instead of after it has run (a round trip and the entry's start-up saved).
 */
export function withModulePreloads(html: string, files: readonly string[], base: string): string {
  const headEnd = /([ \t]*)<\/head>/;
  if (!headEnd.test(html)) throw new Error('index.html has no </head>');
  return html.replace(headEnd, (_end, indent: string) =>
    [
      ...files.map((file) => `${indent}  <link rel="modulepreload" crossorigin href="${base}${file}">\n`),
      `${indent}</head>`,
    ].join(''),
  );
}

/**
 * Writes index.<screen>.html for each screen: index.html plus modulepreloads of what its route modules need beyond the
 * entry; and screen-pages.json saying which addresses get which. The bff serves them (bff/src/static.ts).
 */
export function screenPreloads(webRoot: string, screens: readonly PreloadedScreen[]): Plugin {
  let base = '/';
  return {
    name: 'wallet:screen-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('index.html is not in the bundle');
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const entryFiles = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const loadedWithEntry = withStaticImports(entryFiles, chunks);
      const pages: ScreenPage[] = [];
      for (const screen of screens) {
        const { addresses } = screen;
        if (addresses === undefined) continue;
        const routeFiles = screen.routeModules.map((routeModule) => {
          const moduleId = path.join(webRoot, routeModule);
          const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === moduleId);
          if (!chunk) this.error(`${routeModule} has no chunk of its own (screen ${screen.name})`);
          return chunk.fileName;
        });
        const files = [...withStaticImports(routeFiles, chunks)].filter((file) => !loadedWithEntry.has(file));
        const fileName = `index.${screen.name}.html`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: withModulePreloads(html.source, files.sort(), base),
        });
        pages.push({ addresses, html: fileName });
      }
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_PAGES_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
