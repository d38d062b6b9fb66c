// Money leaves a wallet only once the person confirms: the form's details wait in a ConfirmDialog, then one
// mutation goes out with the form's idempotency key; a refusal is told by a toast and shown on its field.
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { walletFormFieldOf } from '@wallet/common/wallet-forms';
import type { WalletFormField } from '@wallet/common/wallet-forms';
import { serverFieldErrors, serverMessage } from '../lib/graphql-errors';
import { notify } from '../lib/notify';
import { useIdempotencyKey } from '../lib/use-idempotency-key';

interface ConfirmedSendOptions {
  /** SPEC.md §8: what is said when the server gave no message of its own. */
  failureMessage: string;
  /** The form field each kind of refusal belongs on; any other refusal is the form's. */
  fieldNames: Partial<Record<WalletFormField, string>>;
}

interface Send<Request, Result> {
  request: Request;
  /** The one mutation, with the request and its idempotency key as its input. */
  send: (input: Request & { idempotencyKey: string }) => Promise<Result>;
  /** After the server took it: the toast, a clean form. */
  onSent: (result: Result) => void;
}

export interface ConfirmedSend<Details> {
  /** What the dialog asks about, while it is open. */
  pending: Details | null;
  /** The mutation is on its way. */
  sending: boolean;
  /** Asks to confirm `details`, then sends; resolves to the refusal as final-form submission errors, if any. */
  confirmThenSend: <Request extends object, Result>(
    details: Details,
    send: Send<Request, Result>,
  ) => Promise<SubmissionErrors | undefined>;
  /** The ConfirmDialog's state and answers. */
  dialog: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };
}

export function useConfirmedSend<Details>({
  failureMessage,
  fieldNames,
}: ConfirmedSendOptions): ConfirmedSend<Details> {
  const [pending, setPending] = useState<Details | null>(null);
  const [sending, setSending] = useState(false);
  const answerConfirmation = useRef<((confirmed: boolean) => void) | null>(null);
  const idempotencyKey = useIdempotencyKey();

  const askToConfirm = (details: Details) =>
    new Promise<boolean>((resolve) => {
      answerConfirmation.current = resolve;
      setPending(details);
    });

  const answer = (confirmed: boolean) => {
    answerConfirmation.current?.(confirmed);
    answerConfirmation.current = null;
    if (!confirmed) setPending(null);
  };

  const confirmThenSend = async <Request extends object, Result>(
    details: Details,
    { request, send, onSent }: Send<Request, Result>,
  ): Promise<SubmissionErrors | undefined> => {
    if (!(await askToConfirm(details))) return undefined;
    setSending(true);
    try {
      const result = await send({ ...request, idempotencyKey: idempotencyKey.keyFor(request) });
      idempotencyKey.succeeded();
      onSent(result);
      return undefined;
    } catch (error) {
      const message = serverMessage(error, failureMessage);
      notify.error(message);
      return submissionErrors(error, message, fieldNames);
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  return {
    pending,
    sending,
    confirmThenSend,
    dialog: {
      open: pending !== null,
      busy: sending,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
    },
  };
}

/** The server's refusal where it belongs: on the field its message is about, else on the form. */
function submissionErrors(
  error: unknown,
  message: string,
  fieldNames: Partial<Record<WalletFormField, string>>,
): SubmissionErrors {
  const errors: Record<string, string> = { ...serverFieldErrors(error) };
  const field = walletFormFieldOf(message);
  const name = field === undefined ? undefined : fieldNames[field];
  if (name) errors[name] ??= message;
  else errors[FORM_ERROR] = message;
  return errors;
}
