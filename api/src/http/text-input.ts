// Applies common's text rule (docs/input.md) to every request before any route: each string of the JSON body (nested
// ones and field names too) and each query parameter is checked and given back in NFC, or the request is a 400 naming
// the field. So no route can pass a NUL byte (which PostgreSQL refuses in text) or an escape sequence further.
import type { Request, RequestHandler } from 'express';
import { checkTextInput, MULTILINE_TEXT_FIELDS, textInputMessage } from '@wallet/common/text-input';
import { AppError } from './app-error';

function refused(field: string, message: string): AppError {
  return new AppError(400, message, 'VALIDATION_FAILED', field);
}

function fieldPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * The value with every string checked and normalised; `field` names it in a refusal (`root` when it is the whole body
 * or query), `key` is its own name.
 */
function cleaned(value: unknown, root: string, field: string, key: string): unknown {
  if (typeof value === 'string') {
    const result = checkTextInput(value, { multiline: MULTILINE_TEXT_FIELDS.has(key) });
    if (!result.ok) throw refused(field, textInputMessage(field, result.problem));
    return result.text;
  }
  if (Array.isArray(value)) return value.map((item, index) => cleaned(item, root, `${field}[${index}]`, key));
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([name, item]): [string, unknown] => {
      const nameCheck = checkTextInput(name);
      // A name cannot be shown safely when it is the problem: the refusal names the object holding it.
      if (!nameCheck.ok) {
        throw refused(field || root, `${field || root} has a field name that is not plain text`);
      }
      return [nameCheck.text, cleaned(item, root, fieldPath(field, nameCheck.text), nameCheck.text)];
    });
    return Object.fromEntries(entries);
  }
  return value;
}

/** Express 5 parses req.query anew on each read; the checked copy replaces it for this request. */
function replaceQuery(request: Request, query: unknown): void {
  Object.defineProperty(request, 'query', {
    value: query,
    configurable: true,
    enumerable: true,
    writable: true,
  });
}

/** The path as the routes will read their parameters: decoded; undefined when its encoding is broken (Express's 400). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export const textInput: RequestHandler = (request, _response, next) => {
  try {
    const path = decodedPath(request.path);
    if (path !== undefined && !checkTextInput(path).ok) {
      throw refused('path', 'The path must not contain control characters');
    }
    replaceQuery(request, cleaned(request.query, 'The query', '', ''));
    const body: unknown = request.body;
    if (body !== undefined) request.body = cleaned(body, 'The request body', '', '');
    next();
  } catch (error) {
    next(error);
  }
};
