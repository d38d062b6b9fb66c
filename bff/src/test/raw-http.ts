// One HTTP request with exactly the headers given (fetch would add its own Accept-Encoding and decode the answer),
// answered with the raw bytes, for tests of content coding.
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** `url`'s path goes out byte for byte: unlike `new URL()`, nothing folds "%2e%2e" into "..". */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { origin, hostname, port } = new URL(url);
  const target = { hostname, port, path: url.slice(origin.length) || '/' };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { ...target, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The body after undoing its Content-Encoding (br, gzip or none); any other coding throws. */
export function decodedBody(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === undefined) return answer.body.toString('utf8');
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  throw new Error(`unexpected Content-Encoding ${coding}`);
}
