// A browser in miniature for tests: a cookie jar that keeps what Set-Cookie gives and sends it back with each request.
import type { GraphqlAnswer, GraphqlOperation } from './stack';
import { postGraphql } from './stack';

/** One Set-Cookie header, split: attribute names lowercased, flags such as HttpOnly as true. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributeParts] = header.split(';');
  const separator = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of attributeParts) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const equals = trimmed.indexOf('=');
    if (equals === -1) attributes[trimmed.toLowerCase()] = true;
    else attributes[trimmed.slice(0, equals).trim().toLowerCase()] = trimmed.slice(equals + 1).trim();
  }
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), attributes };
}

function expired(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes['max-age'];
  if (typeof maxAge === 'string' && Number(maxAge) <= 0) return true;
  const expires = cookie.attributes.expires;
  return typeof expires === 'string' && Date.parse(expires) <= Date.now();
}

/** All cookies here are for one host and path, so only names, values and expiry matter. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  /** Applies every Set-Cookie of an answer, in order, and returns them parsed. */
  receive(headers: Headers): SetCookie[] {
    const cookies = headers.getSetCookie().map(parseSetCookie);
    for (const cookie of cookies) {
      if (expired(cookie)) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
    return cookies;
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  /** The Cookie header a browser would send, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.values.size === 0) return undefined;
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** What one request to the bff brought back: the answer and the cookies it set, parsed. */
export interface BrowserAnswer<TData = Record<string, unknown>> extends GraphqlAnswer<TData> {
  setCookies: SetCookie[];
}

/** POSTs GraphQL to one bff the way the web app does, with the jar's cookies, and keeps the cookies it gets. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly bffUrl: string) {}

  async post<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: GraphqlOperation<TData, TVariables>,
  ): Promise<BrowserAnswer<TData>> {
    const cookie = this.jar.header();
    const answer = await postGraphql(this.bffUrl, operation, cookie === undefined ? {} : { cookie });
    return { ...answer, setCookies: this.jar.receive(answer.headers) };
  }
}
