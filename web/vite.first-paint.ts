// The first screens' first paint in their HTML (src/app/first-paint.tsx): after the browser bundle is written, the
// build renders each listed page in Node in both themes and writes it into the page's own index.<screen>.html (from
// vite.screen-chunks.ts), so a phone paints the page from the HTML alone, a second or more before the JavaScript has
// downloaded and run. Three files per page, which the bff chooses between by the visitor's theme cookie
// (bff/src/static.ts): the page in light, in dark, and both with the operating system's scheme choosing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { FIRST_PAINT_ATTRIBUTE } from './src/app/first-paint-attribute.ts';
import { webVitePlugins } from './vite.plugins.ts';
import { SCREEN_PAGES_FILE } from './vite.screen-chunks.ts';
import type { ScreenPage } from './vite.screen-chunks.ts';

export type FirstPaintTheme = 'light' | 'dark';

/** A page painted at build time: the address it is painted at and its screen's HTML file. */
export interface FirstPaintPage {
  /** e.g. '/login' */
  path: string;
  /** The screen's HTML file (vite.screen-chunks.ts), e.g. 'index.sign-in.html'. */
  html: string;
}

/** A theme's paint of a page, as src/app/first-paint.tsx renders it. */
export interface ThemePaint {
  html: string;
  /** The CSS of that markup (styled-components' rules, the global style included). */
  css: string;
}

/** An entry of screen-pages.json once its page is painted: the theme files beside the one for either scheme. */
export interface PaintedScreenPage extends ScreenPage {
  light: string;
  dark: string;
}

/** `<` in CSS text could end the <style> element early (a content string, say); CSS reads the escape alike. */
function styleText(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/** A <title> element (React writes it without attributes). */
const TITLE = /<title>[^<]*<\/title>/g;

/** The media query of each theme's operating-system scheme (a browser that states none counts as light). */
const SCHEME_MEDIA: Readonly<Record<FirstPaintTheme, string>> = {
  light: 'not all and (prefers-color-scheme: dark)',
  dark: '(prefers-color-scheme: dark)',
};

/**
 * index.html with the paint of `theme` in <div id="root"> and its CSS in <head>. `forTheme` says whether the visitor
 * is known to use that theme (their cookie said so); if not, the paint and its CSS apply only when the operating
 * system's scheme is that theme's, and otherwise the page waits for the app as it did without a paint. The markup is
 * inert: a picture until the app replaces it, so nothing in it takes a click, focus or typing the app would lose.
 */
export function withFirstPaint(
  indexHtml: string,
  theme: FirstPaintTheme,
  paint: ThemePaint,
  forTheme: boolean,
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root}`);
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const styles = forTheme
    ? `<style ${FIRST_PAINT_ATTRIBUTE}>${styleText(paint.css)}</style>`
    : `<style ${FIRST_PAINT_ATTRIBUTE} media="${SCHEME_MEDIA[theme]}">${styleText(paint.css)}</style>` +
      `<style ${FIRST_PAINT_ATTRIBUTE} media="${SCHEME_MEDIA[theme === 'light' ? 'dark' : 'light']}">` +
      `[${FIRST_PAINT_ATTRIBUTE}]{display:none}</style>`;
  // React renders a screen's <title> where the screen puts it, and hoists it into <head> only in the browser: the
  // paint's title replaces index.html's, so a painted page has its screen's title and no <title> in its body.
  const titles = paint.html.match(TITLE) ?? [];
  const markup = paint.html.replace(TITLE, '');
  const head = titles.length > 0 ? indexHtml.replace(TITLE, titles.at(-1) ?? '') : indexHtml;
  return head
    .replace('</head>', `${styles}\n  </head>`)
    .replace(root, `<div id="root"><div ${FIRST_PAINT_ATTRIBUTE}="${theme}" inert>${markup}</div></div>`);
}

/** The file name of a page's paint in one theme: index.sign-in.html → index.sign-in.dark.html. */
export function themeFileName(html: string, theme: FirstPaintTheme): string {
  return html.replace(/\.html$/, `.${theme}.html`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `file` and its .br and .gz copies, as the build's compression step does for every text file. */
async function writeWithCompressedCopies(file: string, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([
    fs.promises.writeFile(file, bytes),
    fs.promises.writeFile(`${file}.br`, br),
    fs.promises.writeFile(`${file}.gz`, gz),
  ]);
}

type RenderFirstPaint = (
  pagePath: string,
  theme: FirstPaintTheme,
) => Promise<{ html: string; styleTags: string }>;

/**
 * The CSS inside styled-components' <style> tags: their attributes dropped (the app must not adopt these rules as its
 * own), and so are the bookkeeping rules (`data-styled.g1[id="sc-x"]{content:"a,"}`) and `/*!sc*\/` markers with which
 * styled-components finds its rules again when it adopts them: nothing a browser draws with.
 */
export function cssOfStyleTags(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => css)
    .join('')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
}

/**
 * Paints `pages` into the build's output (`webRoot`/dist) once the browser bundle is written. The renderer is built
 * first, as an SSR bundle of src/app/first-paint.tsx under node_modules/.cache, and imported from there.
 */
export function firstPaint(webRoot: string, pages: readonly FirstPaintPage[]): Plugin {
  let outDir = path.join(webRoot, 'dist');
  let skip = false;
  let failed = false;
  return {
    name: 'wallet:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || Boolean(config.build.watch);
    },
    // A failed build has nothing to paint; its own error is the one to show.
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      // Nothing written (the bundle failed: its own error is reported): nothing to paint.
      if (skip || failed || !fs.existsSync(path.join(outDir, SCREEN_PAGES_FILE))) return;
      const rendererDir = path.join(webRoot, 'node_modules/.cache/first-paint');
      await build({
        configFile: false,
        root: webRoot,
        mode: 'production',
        logLevel: 'warn',
        plugins: webVitePlugins(),
        // Every package bundled in: Node's own loading of the CommonJS ones (styled-components) differs from a
        // bundler's in what a default import means.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/first-paint.tsx',
          outDir: rendererDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      const rendererFile = fs.readdirSync(rendererDir).find((file) => /^first-paint\.m?js$/.test(file));
      if (!rendererFile) throw new Error(`the first-paint renderer was not built into ${rendererDir}`);
      const { renderFirstPaint } = (await import(
        `${pathToFileURL(path.join(rendererDir, rendererFile)).href}?${Date.now()}`
      )) as { renderFirstPaint: RenderFirstPaint };

      const listFile = path.join(outDir, SCREEN_PAGES_FILE);
      const screenPages = JSON.parse(fs.readFileSync(listFile, 'utf8')) as (ScreenPage | PaintedScreenPage)[];
      for (const page of pages) {
        const entry = screenPages.find((candidate) => candidate.html === page.html);
        if (!entry) throw new Error(`${page.html} (for ${page.path}) is not in ${SCREEN_PAGES_FILE}`);
        if (!new RegExp(entry.addresses).test(page.path))
          throw new Error(`${page.path} is not an address of ${page.html} (${entry.addresses})`);
        const htmlFile = path.join(outDir, page.html);
        const indexHtml = fs.readFileSync(htmlFile, 'utf8');
        const paints = {} as Record<FirstPaintTheme, ThemePaint>;
        for (const theme of ['light', 'dark'] as const) {
          const { html, styleTags } = await renderFirstPaint(page.path, theme);
          paints[theme] = { html, css: cssOfStyleTags(styleTags) };
        }
        const painted: PaintedScreenPage = {
          ...entry,
          light: themeFileName(page.html, 'light'),
          dark: themeFileName(page.html, 'dark'),
        };
        await Promise.all([
          writeWithCompressedCopies(htmlFile, withFirstPaint(indexHtml, 'light', paints.light, false)),
          writeWithCompressedCopies(
            path.join(outDir, painted.light),
            withFirstPaint(indexHtml, 'light', paints.light, true),
          ),
          writeWithCompressedCopies(
            path.join(outDir, painted.dark),
            withFirstPaint(indexHtml, 'dark', paints.dark, true),
          ),
        ]);
        Object.assign(entry, painted);
      }
      fs.writeFileSync(listFile, `${JSON.stringify(screenPages, null, 2)}\n`);
      // The list is the bff's, read from disk; copies compressed before the paints were added would be stale.
      for (const extension of ['.br', '.gz']) fs.rmSync(`${listFile}${extension}`, { force: true });
    },
  };
}
