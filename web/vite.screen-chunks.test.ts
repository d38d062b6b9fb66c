// The first screens' chunks and pages (web/vite.screen-chunks.ts): which chunk each module goes to, and the
// modulepreloads a screen's index.html gets.
import { describe, expect, it } from 'vitest';
import { screenChunkNames, staticClosure, withModulePreloads } from './vite.screen-chunks.ts';

/** A small app: main imports the layout; two lazy routes share a card; the dashboard also uses a table and Apollo. */
const graph: Record<string, string[]> = {
  main: ['layout', 'paths'],
  layout: ['paths'],
  paths: [],
  HomePage: ['card', 'paths'],
  LoginPage: ['card', 'form'],
  AreaRoutes: ['sidebar', 'table', 'apollo-client'],
  OverviewPage: ['table', 'card'],
  'apollo-client': [],
  card: [],
  form: [],
  sidebar: ['paths'],
  table: ['card'],
};
const importsOf = (moduleId: string) => graph[moduleId] ?? [];
const lazyRoutes = new Set(['HomePage', 'LoginPage', 'AreaRoutes', 'OverviewPage']);
const screens = [
  { name: 'home', routeModules: ['HomePage'] },
  { name: 'sign-in', routeModules: ['LoginPage'] },
  { name: 'dashboard', routeModules: ['AreaRoutes', 'OverviewPage'] },
];

describe('staticClosure', () => {
  it('when modules import each other, then it lists each reached module once and does not go past a stop', () => {
    expect(staticClosure(['AreaRoutes'], importsOf, new Set(['paths']))).toEqual(
      new Set(['AreaRoutes', 'sidebar', 'table', 'card', 'apollo-client']),
    );
  });
});

describe('screenChunkNames', () => {
  const names = screenChunkNames('main', screens, importsOf, (moduleId) => lazyRoutes.has(moduleId));

  it('when a module is in the entry already, or is a lazy route of its own, then it is left where it is', () => {
    for (const moduleId of ['main', 'layout', 'paths', ...lazyRoutes])
      expect(names.has(moduleId)).toBe(false);
  });

  it('when modules are needed by the same screens, then they share a chunk named after those screens', () => {
    expect(names.get('card')).toBe('screen-dashboard+home+sign-in');
    expect(names.get('form')).toBe('screen-sign-in');
    expect(names.get('table')).toBe('screen-dashboard');
    expect(names.get('sidebar')).toBe('screen-dashboard');
    expect(names.get('apollo-client')).toBe('screen-dashboard');
  });

  it('when a screen loads its chunks, then none holds a module it does not import (the landing page gets no Apollo)', () => {
    const homeModules = staticClosure(['HomePage'], importsOf);
    const homeChunks = new Set([...homeModules].map((moduleId) => names.get(moduleId)).filter(Boolean));
    for (const [moduleId, chunk] of names) {
      if (homeChunks.has(chunk)) expect(homeModules.has(moduleId)).toBe(true);
    }
  });
});

describe('withModulePreloads', () => {
  it('when files are given, then each gets a modulepreload before </head>, indented like the head', () => {
    const html = '<html>\n  <head>\n    <title>Wallet</title>\n  </head>\n</html>';

    expect(withModulePreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <title>Wallet</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
        '  </head>\n</html>',
    );
  });

  it('when the page has no </head>, then it throws rather than serving a page without them', () => {
    expect(() => withModulePreloads('<html></html>', ['assets/a.js'], '/')).toThrow('</head>');
  });
});
