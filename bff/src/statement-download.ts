// GET /downloads/statement.csv: the api's CSV statement streamed through the bff, so a plain link on the web app's own
// origin downloads it with the browser's session cookie (docs/settings.md, Statements).
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import type { Dispatcher } from 'undici';
import { requestIdOf } from './request-logging';
import type { Logger } from 'pino';
import { settingsMessages } from '@wallet/common/settings';
import { restLimits } from './config';
import { forwardedFor, forwardedProto } from './context';
import type { RestTransport } from './rest/client';

/** The api's route this one stands for; it decides who may download (an admin has no wallet: 403). */
const STATEMENT_ROUTE = 'transactions/statement';
export const API_STATEMENT_PATH = `/api/v1/${STATEMENT_ROUTE}`;

/**
 * The api's headers the browser needs to read the answer as the api meant it. Its security headers are left behind:
 * the bff sets its own on every answer. Set-Cookie is relayed apart (an api clearing a dead session cookie).
 */
const RELAYED_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'retry-after'] as const;

export interface StatementDownloadOptions {
  /** The process's one HTTP client for the api (rest/client.ts). */
  transport: RestTransport;
  logger: Logger;
}

export function createStatementDownloadHandler({
  transport,
  logger,
}: StatementDownloadOptions): RequestHandler {
  return async (req, res) => {
    const requestId = requestIdOf(req);
    // The query string goes on as the browser wrote it: the api checks from, to, type and status itself.
    const query = new URL(req.originalUrl, 'http://bff.invalid').search;
    const headers: Record<string, string> = {
      accept: 'text/csv, application/json',
      'x-request-id': requestId,
    };
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    const chain = forwardedFor(req);
    if (chain) headers['x-forwarded-for'] = chain;
    headers['x-forwarded-proto'] = forwardedProto(req);
    if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];

    // One signal for both ways a download ends early: the api too slow to start answering, or the browser gone (so
    // the api stops reading the ledger for nobody). The timeout covers the start only: a long statement may take
    // longer than any one REST call to stream.
    const abort = new AbortController();
    const onBrowserGone = () => {
      if (!res.writableFinished) abort.abort();
    };
    res.once('close', onBrowserGone);
    const startTimer = setTimeout(() => abort.abort(), restLimits.requestTimeoutMs);

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await transport.pool.request({
        method: 'GET',
        path: `${transport.basePath}${STATEMENT_ROUTE}${query}`,
        headers,
        signal: abort.signal,
      });
    } catch (error) {
      res.off('close', onBrowserGone);
      if (res.closed) return;
      logger.error({ err: error, requestId }, 'statement download: the api could not be reached');
      res.status(502).json({ success: false, message: settingsMessages.statementFailed, data: null });
      return;
    } finally {
      clearTimeout(startTimer);
    }

    res.status(upstream.statusCode);
    for (const name of RELAYED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    const cookies = upstream.headers['set-cookie'];
    if (cookies !== undefined && cookies.length > 0) res.append('Set-Cookie', cookies);

    try {
      // Chunk by chunk as the api writes them, never the whole file in memory.
      await pipeline(upstream.body, res);
    } catch (error) {
      // pipeline has destroyed the answer, so a cut statement reaches the browser as a failed download, never as a
      // shorter file that looks whole. The browser leaving is not worth an error line.
      if (!abort.signal.aborted)
        logger.error({ err: error, requestId }, 'statement download: the stream broke');
    } finally {
      res.off('close', onBrowserGone);
    }
  };
}
