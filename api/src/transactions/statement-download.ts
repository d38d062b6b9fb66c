// Streams a statement out as a CSV download, at the pace the client reads it.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Statement } from './statement';
import { statementCsv } from './statement';
import { requestLog } from '../http/request-logging';

export async function sendStatementCsv(
  request: Request,
  response: Response,
  statement: Statement,
): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${statement.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  try {
    await pipeline(Readable.from(statement.rows), statementCsv(), response);
  } catch (error) {
    // pipeline has destroyed the response, so the connection is cut before the chunked body's last chunk: the
    // client sees a failed download, never a shorter file that looks whole. Nothing more can be answered.
    if (isPrematureClose(error)) requestLog(request).info('statement download stopped by the client');
    else requestLog(request).error({ err: error }, 'statement stream failed');
  }
}

/** The client went away before the end: no fault of ours. */
function isPrematureClose(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
