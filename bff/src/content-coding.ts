// Which content coding an answer is sent in — brotli, gzip or none — from the browser's Accept-Encoding (q-values
// included), for the precompressed web app files (static.ts). GraphQL answers are compressed by the compression
// middleware, which negotiates the same way.
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip' | 'identity';
export type Precompressed = Exclude<ContentCoding, 'identity'>;

/** When the browser rates several codings alike (Chrome: "gzip, deflate, br, zstd"), the smallest answer wins. */
const SERVER_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, among those `available` for this file (identity always is). No header means no coding. When
 * the header rules out everything ("br;q=0, gzip;q=0", where negotiator also gives identity the lowest listed q, or
 * "identity;q=0"), the uncompressed file goes out: RFC 9110 §12.5.3 lets a server disregard the field rather than
 * answer 406, and every client can read it.
 */
export function chooseContentCoding(
  acceptEncoding: string | undefined,
  available: readonly Precompressed[],
): ContentCoding {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
    [...available, 'identity'],
    { preferred: SERVER_PREFERENCE },
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
