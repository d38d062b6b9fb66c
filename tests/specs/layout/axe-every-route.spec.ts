// axe on every route of every role (the list of web/src/lib/paths.ts, as every-route.spec.ts), at 375×812 and
// 1280×800, in the light and the dark theme: 0 violations of any impact, minor and moderate included (issue 16,
// "Done when"). The theme is the system's, switched live, as expectAccessibleInBothThemes does.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures';
import {
  checkedRoutes,
  contextFor,
  seedCast,
  VIEWPORTS,
  waitForSettledPage,
  type Cast,
  type Role,
  type ViewportName,
} from '../../flows/layout';

const ROLES: Role[] = ['public', 'user', 'agent', 'admin'];

let castOfWorker: Promise<Cast> | undefined;
function castFor(apiUrl: string): Promise<Cast> {
  castOfWorker ??= seedCast(apiUrl);
  return castOfWorker;
}

for (const role of ROLES) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const { width, height } = VIEWPORTS[viewport];
    test(`${role} pages at ${width}×${height}: axe finds no violation of any impact in the light and the dark theme`, async ({
      browser,
      baseURL,
      apiUrl,
    }) => {
      test.setTimeout(300_000);
      const cast = await castFor(apiUrl);
      const context = await contextFor(browser, baseURL ?? '', role, cast, viewport);
      const page = await context.newPage();
      const findings: string[] = [];
      try {
        for (const route of checkedRoutes(cast.user.id).filter((each) => each.role === role)) {
          try {
            await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
            await page.goto(route.url);
            await waitForSettledPage(page);
            // No hover colours: the pointer may rest where the last click left it.
            await page.mouse.move(0, 0);
            for (const colorScheme of ['light', 'dark'] as const) {
              await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
              await expect(page.locator('html')).toHaveClass(colorScheme);
              await page.waitForFunction(() =>
                document.getAnimations().every((animation) => animation.playState !== 'running'),
              );
              const results = await new AxeBuilder({ page }).analyze();
              for (const violation of results.violations) {
                const nodes = violation.nodes.slice(0, 4).map((node) => {
                  const detail = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
                  return `${node.target.join(' ')}${detail ? ` (${detail})` : ''}`;
                });
                const more = violation.nodes.length > 4 ? ` …and ${violation.nodes.length - 4} more` : '';
                findings.push(
                  `${route.url} at ${width}×${height} (${role}, ${colorScheme}): ${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join('; ')}${more}`,
                );
              }
            }
          } catch (error) {
            findings.push(
              `${route.url} at ${width}×${height} (${role}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          }
        }
      } finally {
        await context.close();
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
