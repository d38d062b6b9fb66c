// What every resolver gets: a REST client and loaders built for this one request, nothing kept between requests.
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { LiveChannel } from './live/channel';
import type { Loaders } from './loaders/create-loaders';
import { createLoaders } from './loaders/create-loaders';
import type { RestClient, RestTransport } from './rest/client';
import { createRestClient } from './rest/client';
import { requestIdOf } from './request-logging';

export interface Context {
  rest: RestClient;
  loaders: Loaders;
  requestId: string;
  /** Over a live socket only (docs/live.md): the socket's events, which subscriptions iterate. */
  live?: LiveChannel | undefined;
}

/** What the forwarded headers are read from: an Express request, or the upgrade request of a live socket. */
type IncomingRequest = Pick<IncomingMessage, 'headers' | 'socket'>;

export interface CreateContextOptions {
  req: Request;
  res: Response;
  apiUrl: string;
  /** The process's one HTTP client for the api. */
  transport?: RestTransport | undefined;
}

/** The X-Forwarded-For the api should see: what came in, plus the address this request came from. */
export function forwardedFor(req: IncomingRequest): string | undefined {
  const incoming = req.headers['x-forwarded-for'];
  const chain = Array.isArray(incoming) ? incoming.join(', ') : incoming;
  const address = req.socket.remoteAddress;
  if (address === undefined) return chain;
  return chain ? `${chain}, ${address}` : address;
}

/**
 * The X-Forwarded-Proto the api should see: what a proxy in front of the bff said, else how the browser reached the
 * bff. The api makes its cookies Secure over HTTPS, so a cookie relayed through the bff is as safe as the site.
 */
export function forwardedProto(req: IncomingRequest): string {
  const incoming = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(incoming) ? incoming[0] : incoming)?.split(',')[0]?.trim().toLowerCase();
  if (first === 'https' || first === 'http') return first;
  return 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
}

export function createContext({ req, res, apiUrl, transport }: CreateContextOptions): Context {
  const requestId = requestIdOf(req);
  const rest = createRestClient({
    apiUrl,
    cookie: req.headers.cookie,
    requestId,
    // Appended, never set: one GraphQL request may make several REST calls, each with its own cookies.
    onSetCookie(cookies) {
      if (!res.headersSent) res.append('Set-Cookie', cookies);
    },
    forwardedFor: forwardedFor(req),
    forwardedProto: forwardedProto(req),
    userAgent: req.headers['user-agent'],
    transport,
  });
  return { rest, loaders: createLoaders(rest), requestId };
}
