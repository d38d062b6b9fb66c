// Picks the fields a route reads from a JSON body: anything else is ignored, so no extra key can reach the database.

import type { AnyObjectSchema, InferType } from 'yup';
import { AppError } from './app-error';

/**
 * The named text fields of the body, and nothing else. null counts as left empty, as JSON clients send it for
 * blank fields; any other non-text value is refused here, since yup would answer with a message meant for developers.
 */
export function textFields<Field extends string>(
  body: Record<string, unknown>,
  labels: Readonly<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(labels) as Field[]) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      throw new AppError(400, `${labels[field]} must be text`, 'VALIDATION_FAILED', field);
    }
    fields[field] = value;
  }
  return fields;
}

/** Checks input against a shared yup schema: the first problem becomes a 400 on its field (see error-handler.ts). */
export function validated<Schema extends AnyObjectSchema>(
  schema: Schema,
  input: object,
): Promise<InferType<Schema>> {
  return schema.validate(input, { abortEarly: true, stripUnknown: true });
}
