// Every route of the app, per role, and the layout checks the phone-first specs run on each (tests/specs/layout):
// no sideways page scroll, controls within reach, nothing fixed or sticky covering a control, a link-followed
// navigation starting at the top. The route list is derived from web/src/lib/paths.ts, so a new path cannot be
// left out; web/src/app/routes-in-paths.test.ts makes sure every route of the router is in paths.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '@wallet/api/sessions/session-cookie';
import { paths } from '../../web/src/lib/paths';
import { approveAgent } from './accounts';
import {
  adminApiSession,
  apiData,
  apiSession,
  depositOnApi,
  seedPerson,
  sendOnApi,
  withdrawOnApi,
  type SeededPerson,
} from './admin';

export type Role = 'public' | 'user' | 'agent' | 'admin';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** One address to check: where to go, who looks at it, and where it should end up (redirects). */
export interface CheckedRoute {
  role: Role;
  /** The address as in paths (a pattern for /user/:id). */
  path: string;
  /** What to open; differs from path only for patterns. */
  url: string;
  /** Where the page settles (the area roots redirect to their overview). */
  landsOn: string;
}

/** The pattern of the admin's page of one person. */
export const USER_DETAILS_PATTERN = decodeURIComponent(paths.admin.userDetails(':id'));

/** Every string in paths, and the patterns its functions make (`/user/:id`). */
export function everyPath(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function')
      found.push(decodeURIComponent((value as (id: string) => string)(':id')));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(paths);
  return [...new Set(found)];
}

/** The pattern of a pay link (docs/pay-links.md): a user's, landing on Send Money filled in. */
export const PAY_LINK_PATTERN = decodeURIComponent(paths.payLink(':id'));

/** The role that sees a path: the area's for dashboard paths (the admin's for /user/:id), else the public. */
function roleOf(path: string): Role {
  if (path === USER_DETAILS_PATTERN) return 'admin';
  if (path === PAY_LINK_PATTERN) return 'user';
  for (const role of ['user', 'agent', 'admin'] as const) {
    if (path === paths[role].root || path.startsWith(`${paths[role].root}/`)) return role;
  }
  return 'public';
}

/** Addresses without a page: the public 404 and each area's in-frame 404. */
export const NOT_FOUND_PATHS: Readonly<Record<Role, string>> = {
  public: '/no-such-page',
  user: '/user/no-such-page',
  agent: '/agent/no-such-page',
  admin: '/admin/no-such-page',
};

/**
 * Every path of paths.ts for its role plus each role's 404; `userId` fills /user/:id. The area roots are checked
 * where they redirect to (their overview).
 */
export function checkedRoutes(userId: string): CheckedRoute[] {
  const routes: CheckedRoute[] = everyPath().map((path) => {
    const role = roleOf(path);
    const url = path.replace(':id', userId);
    // The user's own pay link: Send Money with it (and its "your own pay link" notice).
    const landsOn =
      path === PAY_LINK_PATTERN
        ? `${paths.user.sendMoney}?to=${userId}`
        : role !== 'public' && path === paths[role].root
          ? paths[role].overview
          : url;
    return { role, path, url, landsOn };
  });
  for (const [role, path] of Object.entries(NOT_FOUND_PATHS) as [Role, string][]) {
    routes.push({ role, path, url: path, landsOn: path });
  }
  // The home page's navbar changes once signed in (the dashboard link, the user's menu): seen by each role too.
  for (const role of ['user', 'agent', 'admin'] as const) {
    routes.push({ role, path: paths.home, url: paths.home, landsOn: paths.home });
  }
  return routes;
}

/**
 * Pages no link of the app leads to: /verify is reached by the app's own navigate() after registering (or signing
 * in unverified), /unauthorized by the role guard's redirect, the 404s by typing an address. Their "starts at
 * the top" check is the deep link's.
 */
export const REACHED_WITHOUT_A_LINK = new Set<string>([
  paths.verify,
  // Opened from outside (a shared link, a scanned code), never from a link of the app.
  PAY_LINK_PATTERN,
  paths.user.agentCounter,
  paths.unauthorized,
  ...Object.values(NOT_FOUND_PATHS),
]);

/** A 50-character name (the longest allowed), so every table and card shows the longest name a person can have. */
export const LONGEST_NAME = 'Maximiliana Evangelina Featherstonehaugh-Worthingt';

/** The people a role's pages are seen as, with a little history each so tables and lists have rows. */
export interface Cast {
  user: SeededPerson;
  agent: SeededPerson & { cookie: string };
  adminCookie: string;
}

export async function seedCast(apiUrl: string): Promise<Cast> {
  const adminCookie = await adminApiSession(apiUrl);
  const [user, friend, agent] = await Promise.all([
    seedPerson(apiUrl, adminCookie, { name: LONGEST_NAME, role: 'user' }),
    seedPerson(apiUrl, adminCookie, { name: 'Bob Layout', role: 'user' }),
    seedPerson(apiUrl, adminCookie, { name: 'Agnes Layout Agent', role: 'agent' }),
  ]);
  await depositOnApi(apiUrl, user.cookie, 50_000);
  await sendOnApi(apiUrl, user.cookie, friend.id, 1_234);
  await withdrawOnApi(apiUrl, user.cookie, 2_000, 'bank');
  await approveAgent(apiUrl, agent.id);
  const agentCookie = await apiSession(apiUrl, agent.email, agent.password);
  await depositOnApi(apiUrl, agentCookie, 100_000);
  await apiData(apiUrl, '/wallets/add-money', {
    cookie: agentCookie,
    method: 'POST',
    body: { userId: user.id, amount: 25 },
  });
  return { user, agent: { ...agent, cookie: agentCookie }, adminCookie };
}

/** A browser context at this viewport, signed in as the role (or not at all for the public pages). */
export async function contextFor(
  browser: Browser,
  baseURL: string,
  role: Role,
  cast: Cast,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
  const cookie = role === 'public' ? '' : role === 'admin' ? cast.adminCookie : cast[role].cookie;
  if (cookie) {
    const value = cookie.slice(cookie.indexOf('=') + 1);
    await context.addCookies([{ name: SESSION_COOKIE_NAME, value, url: baseURL }]);
  }
  return context;
}

/** Waits until the page has its h1 and nothing on it is loading (no skeleton, no aria-busy region). */
export async function waitForSettledPage(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-testid="skeleton"], [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Lets what moves come to rest before boxes are measured (a toast sliding in, a drawer closing): motion reduced,
 * then every finite animation finished.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** One finding of the layout checks, written so the failure names the route, viewport, element and box. */
export type Finding = string;

/**
 * The checks on the page as it is now, in the browser: the page does not scroll sideways, every control sits
 * within the viewport's width and is not cut off by a container that scrolls sideways, and no fixed or sticky
 * element covers a control (boxes compared, and elementFromPoint at the control's centre), at the top of the page
 * and, for fixed elements, at its bottom.
 */
export async function layoutFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const box = (rect: DOMRect) =>
      `[x=${Math.round(rect.left)} y=${Math.round(rect.top)} w=${Math.round(rect.width)} h=${Math.round(rect.height)}]`;
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const role = element.getAttribute('role');
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
      const name =
        element.getAttribute('aria-label') ??
        (labels?.[0]?.textContent || null) ??
        element.getAttribute('title') ??
        element.getAttribute('placeholder') ??
        element.textContent ??
        '';
      const href = element.getAttribute('href');
      const testId = element.getAttribute('data-testid');
      return `<${tag}${role ? ` role=${role}` : ''}${href ? ` href=${href}` : ''}${testId ? ` data-testid=${testId}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    };
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.width >= 2 &&
        rect.height >= 2 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inViewport = (rect: DOMRect) => overlaps(rect, new DOMRect(0, 0, width, height));

    const controls = Array.from(
      document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
      ),
    ).filter(shown);

    // 1. No sideways scroll of the page; name what sticks out past the right edge.
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (
            parent !== document.body &&
            parent !== document.documentElement &&
            style.overflowX !== 'visible'
          )
            return true;
        }
        return false;
      };
      const wide = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.right > width + 0.5 && rect.width > 0 && !clipped(element);
        })
        // The innermost ones: those with no child that also sticks out.
        .filter((element) =>
          Array.from(element.children).every((child) => child.getBoundingClientRect().right <= width + 0.5),
        )
        .slice(0, 5)
        .map((element) => `${describe(element)} ${box(element.getBoundingClientRect())}`);
      findings.push(
        `the page scrolls sideways: document.documentElement.scrollWidth ${scrollWidth} > innerWidth ${width}; sticking out: ${wide.join('; ') || '(none found)'}`,
      );
    }

    // 2. Every control within the page's width and not cut off by a container that scrolls or clips sideways.
    const outOfReach: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      let clipper: Element | null = null;
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        if (rect.left < outer.left - 1 || rect.right > outer.right + 1) {
          clipper = parent;
          break;
        }
      }
      if (clipper) {
        outOfReach.push(
          `${describe(control)} ${box(rect)} is cut off sideways by its container ${describe(clipper).slice(0, 60)} ${box(clipper.getBoundingClientRect())} (overflow-x: ${getComputedStyle(clipper).overflowX}): out of sight without scrolling the container sideways`,
        );
      } else if (rect.left < -0.5 || rect.right > width + 0.5) {
        outOfReach.push(`${describe(control)} ${box(rect)} is outside the viewport's width ${width}`);
      }
    }
    // The first few name the problem; the count says how far it goes.
    findings.push(...outOfReach.slice(0, 6));
    if (outOfReach.length > 6)
      findings.push(`…and ${outOfReach.length - 6} more controls out of reach sideways`);

    // 3. Nothing fixed or sticky covers a control: at the top (fixed and sticky) and at the bottom (fixed).
    const layers = (kinds: string[]) =>
      Array.from(document.body.querySelectorAll('*')).filter(
        (element) => kinds.includes(getComputedStyle(element).position) && shown(element),
      );
    const covered = (where: string, kinds: string[]) => {
      const covering = layers(kinds);
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (!inViewport(rect)) continue;
        for (const layer of covering) {
          if (layer.contains(control) || control.contains(layer)) continue;
          const layerRect = layer.getBoundingClientRect();
          // Painted above the control? The point in the middle of the shared area says (a control of a toast
          // lying over the sticky header is not covered by the header).
          const middleX = (Math.max(rect.left, layerRect.left) + Math.min(rect.right, layerRect.right)) / 2;
          const middleY = (Math.max(rect.top, layerRect.top) + Math.min(rect.bottom, layerRect.bottom)) / 2;
          const onTop = document.elementFromPoint(middleX, middleY);
          const controlOnTop =
            onTop !== null &&
            (control.contains(onTop) || (onTop instanceof HTMLLabelElement && onTop.control === control));
          if (overlaps(rect, layerRect) && !controlOnTop) {
            findings.push(
              `at the ${where} of the page, the ${getComputedStyle(layer).position} ${describe(layer).slice(0, 80)} ${box(layerRect)} overlaps ${describe(control)} ${box(rect)}`,
            );
          }
        }
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const hit = document.elementFromPoint(x, y);
        const reaches =
          hit === null ||
          hit === control ||
          control.contains(hit) ||
          hit.contains(control) ||
          (hit instanceof HTMLLabelElement && hit.control === control);
        // At the bottom a sticky header legitimately sits over what scrolled under it: only fixed layers count.
        const byLayer = hit !== null && covering.some((layer) => layer.contains(hit));
        if (!reaches && (where === 'top' || byLayer)) {
          findings.push(
            `at the ${where} of the page, ${describe(control)} ${box(rect)} is covered at its centre (${Math.round(x)}, ${Math.round(y)}) by ${describe(hit).slice(0, 80)} ${box(hit.getBoundingClientRect())}`,
          );
        }
      }
    };
    window.scrollTo(0, 0);
    covered('top', ['fixed', 'sticky']);
    const bottom = document.documentElement.scrollHeight - height;
    if (bottom > 0) {
      window.scrollTo(0, bottom);
      covered('bottom', ['fixed']);
      window.scrollTo(0, 0);
    }
    return [...new Set(findings)];
  });
}

/** Makes the page tall enough to scroll far down (an empty block after the app), and scrolls there. */
export async function scrollFarDown(page: Page): Promise<number> {
  return page.evaluate(() => {
    let spacer = document.getElementById('layout-spec-spacer');
    if (!spacer) {
      spacer = document.createElement('div');
      spacer.id = 'layout-spec-spacer';
      spacer.style.height = '3000px';
      document.body.append(spacer);
    }
    window.scrollTo(0, 2000);
    return window.scrollY;
  });
}

export async function removeSpacer(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.getElementById('layout-spec-spacer')?.remove();
    window.scrollTo(0, 0);
  });
}
