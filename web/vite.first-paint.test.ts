// The first paint written into a page's HTML at build time (web/vite.first-paint.ts): where the markup and its CSS go,
// when they show, and what the build refuses.
import { describe, expect, it } from 'vitest';
import { cssOfStyleTags, themeFileName, withFirstPaint } from './vite.first-paint.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Wallet</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const PAINT = { html: '<main><h1 class="a">Welcome back</h1></main>', css: '.a{color:#0f172a;}' };

describe('withFirstPaint', () => {
  it('when the visitor’s theme is known, then the paint fills the root, inert, and its CSS applies as is', () => {
    const html = withFirstPaint(INDEX_HTML, 'dark', PAINT, true);

    expect(html).toContain(
      '<div id="root"><div data-first-paint="dark" inert><main><h1 class="a">Welcome back</h1></main></div></div>',
    );
    expect(html).toContain('<style data-first-paint>.a{color:#0f172a;}</style>\n  </head>');
    expect(html).not.toContain('media=');
    // The app's script is left where it was.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('when the theme is unknown, then the light paint and its CSS apply on a light OS scheme only, and hide on a dark one', () => {
    const html = withFirstPaint(INDEX_HTML, 'light', PAINT, false);

    expect(html).toContain(
      '<style data-first-paint media="not all and (prefers-color-scheme: dark)">.a{color:#0f172a;}</style>',
    );
    expect(html).toContain(
      '<style data-first-paint media="(prefers-color-scheme: dark)">[data-first-paint]{display:none}</style>',
    );
    expect(html).toContain('<div data-first-paint="light" inert>');
  });

  it('when the screen renders a <title>, then it replaces index.html’s in <head> and leaves the body', () => {
    const html = withFirstPaint(
      INDEX_HTML,
      'light',
      { ...PAINT, html: `<title>Welcome back · Wallet</title>${PAINT.html}` },
      true,
    );

    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Welcome back · Wallet</title>']);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div data-first-paint="light" inert><main>');
  });

  it('when the screen renders no <title>, then index.html’s stays', () => {
    expect(withFirstPaint(INDEX_HTML, 'light', PAINT, true)).toContain('<title>Wallet</title>');
  });

  it('when the CSS holds "<", then it cannot end the <style> element early', () => {
    const html = withFirstPaint(
      INDEX_HTML,
      'light',
      { html: '<p>x</p>', css: '.a::after{content:"</style><script>alert(1)</script>";}' },
      true,
    );

    expect(html).not.toContain('</style><script>');
    expect(html).toContain('content:"\\3c /style>\\3c script>alert(1)\\3c /script>"');
  });

  it('when index.html has no empty root or no </head>, then the build stops', () => {
    expect(() =>
      withFirstPaint(INDEX_HTML.replace('<div id="root"></div>', ''), 'light', PAINT, true),
    ).toThrow(/no empty <div id="root"><\/div>/);
    expect(() => withFirstPaint(INDEX_HTML.replace('</head>', ''), 'light', PAINT, true)).toThrow(
      /no <\/head>/,
    );
  });
});

describe('themeFileName', () => {
  it('puts the theme before .html', () => {
    expect(themeFileName('index.sign-in.html', 'dark')).toBe('index.sign-in.dark.html');
    expect(themeFileName('index.home.html', 'light')).toBe('index.home.light.html');
  });
});

describe('cssOfStyleTags', () => {
  it('keeps the rules of every tag and drops the tags and styled-components’ bookkeeping (nothing to draw with)', () => {
    const tags =
      '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n' +
      '@media (max-width:767.98px){.a{color:blue;}}/*!sc*/\n</style><style data-styled="true">.b{margin:0;}</style>';

    expect(cssOfStyleTags(tags)).toBe(
      '.a{color:red;}@media (max-width:767.98px){.a{color:blue;}}.b{margin:0;}',
    );
    expect(cssOfStyleTags('')).toBe('');
  });
});
