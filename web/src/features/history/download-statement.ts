// Fetching a statement and handing it to the browser as a file: the bff streams the api's CSV (same origin, the
// session cookie goes along); on 200 the body is saved under the name its Content-Disposition gives, through a
// temporary object URL and a clicked <a download>; any other answer is the api's JSON envelope, whose message
// is what the person should read.
import { settingsMessages } from '@wallet/common/settings';

/** The server answered no: its message, as it is. */
class StatementRefusedError extends Error {}

/** Long enough for every browser to have started reading the file before its object URL is revoked. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** The file name in a Content-Disposition header (RFC 6266: filename*=UTF-8''…, then filename="…"), if any. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return withoutFolders(decodeURIComponent(encoded.trim()));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted) return withoutFolders(quoted.replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return bare ? withoutFolders(bare) : null;
}

/** A file name is only ever a name: no folders. */
function withoutFolders(name: string): string {
  return name.replace(/[/\\]/g, '_');
}

/** The message of an error answer's JSON envelope, or the general one. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message || settingsMessages.statementFailed;
    }
  } catch {
    // Not JSON (a proxy's error page): the general message.
  }
  return settingsMessages.statementFailed;
}

/** Saves `blob` as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}

/**
 * Downloads the statement at `url` and saves it; resolves with the file's name. Rejects with the message to show:
 * the api's when it refused, the general one when the network failed.
 */
export async function downloadStatement(url: string, fallbackFileName: string): Promise<string> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'text/csv, application/json' },
    });
    if (!response.ok) throw new StatementRefusedError(await refusalMessage(response));
    // The body streams: the connection can still drop while it is read.
    blob = await response.blob();
  } catch (error) {
    if (error instanceof StatementRefusedError) throw error;
    throw new Error(settingsMessages.statementFailed);
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackFileName;
  saveFile(blob, fileName);
  return fileName;
}
