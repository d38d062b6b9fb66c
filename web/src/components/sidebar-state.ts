// The dashboard sidebar's expanded/collapsed state, kept in the `sidebar_state` cookie for 7 days (SPEC.md §9).
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** true (expanded) unless the cookie says "false". */
export function readSidebarCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie) {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${String(open)}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
