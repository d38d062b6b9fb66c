// Toasts for the whole app. Always show toasts through here: react-toastify loads with the first toast (the container
// uses its unstyled build, whose CSS ships as a file, not injected at run time), and it must be the same module instance
// the container uses, which lib/toast-host.ts hands over once the container is mounted.
// Here, not in the container, is the limit of TOASTS_VISIBLE_MAX: the container's own limit queues a new toast
// until an old one closes, so a refusal waited behind three old successes. Instead the newest always shows at
// once: the oldest gives way, an error clears every success (it is what the person must read now), and a message
// already on screen is not stacked twice.
import type { Id } from 'react-toastify/unstyled';
import { TOASTS_VISIBLE_MAX } from '@wallet/common/constants';
import { requestToastHost } from './toast-host';
import type { ToastApi } from './toast-host';

type ToastKind = 'success' | 'error' | 'info';

interface ShownToast {
  id: Id;
  kind: ToastKind;
  message: string;
}

/** The toasts on screen that have not been asked to go, oldest first. */
let shown: ShownToast[] = [];
let nextToastNumber = 0;

function givesWayTo(kind: ToastKind, message: string) {
  return (old: ShownToast) =>
    (kind === 'error' && old.kind === 'success') || (old.kind === kind && old.message === message);
}

function showNow(toast: ToastApi, id: Id, kind: ToastKind, message: string): void {
  // A toast whose container went away (a test's cleanup, a remount) is no longer on screen.
  shown = shown.filter((old) => toast.isActive(old.id));
  const leaving = shown.filter(givesWayTo(kind, message));
  const staying = shown.filter((old) => !leaving.includes(old));
  const overflow = staying.slice(0, Math.max(0, staying.length - (TOASTS_VISIBLE_MAX - 1)));
  for (const old of [...leaving, ...overflow]) toast.dismiss(old.id);
  shown = staying.filter((old) => !overflow.includes(old));

  shown.push({ id, kind, message });
  toast[kind](message, {
    toastId: id,
    onClose: () => {
      shown = shown.filter((old) => old.id !== id);
    },
  });
}

/** Shows the toast as soon as the container is there (at once after the first), in the order asked. */
function show(kind: ToastKind, message: string): Id {
  nextToastNumber += 1;
  const id = `toast-${nextToastNumber}`;
  void requestToastHost().then((toast) => showNow(toast, id, kind, message));
  return id;
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
