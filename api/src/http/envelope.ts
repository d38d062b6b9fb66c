// The one response shape of the REST API (DESIGN.md §5): { success, message, data } on every answer, errors included.
import type { Response } from 'express';

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** What an error answer carries in `data`: a stable code for programs, and the input field at fault if any. */
export interface ErrorDetails {
  code: string;
  field?: string;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  data: ErrorDetails;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function sendSuccess<T>(response: Response, status: number, message: string, data: T): void {
  const body: SuccessEnvelope<T> = { success: true, message, data };
  response.status(status).json(body);
}

export function sendError(response: Response, status: number, message: string, details: ErrorDetails): void {
  const body: ErrorEnvelope = { success: false, message, data: details };
  response.status(status).json(body);
}
