// Between notify and the toast container: react-toastify (its code and CSS) loads with the first toast, not at start-up.
// notify asks for the container here; Toaster, which listens, then loads and mounts it (ToastHost), and ToastHost hands
// react-toastify back once its container is on screen, so the first toasts are counted and limited like any others.
import type { toast } from 'react-toastify/unstyled';

/** What notify uses of react-toastify. */
export type ToastApi = typeof toast;

let wanted = false;
const listeners = new Set<() => void>();
let hostMounted: (api: ToastApi) => void = () => undefined;
const mountedHost = new Promise<ToastApi>((resolve) => {
  hostMounted = resolve;
});

/** Asks for the container (once); resolves with react-toastify when the container is mounted. */
export function requestToastHost(): Promise<ToastApi> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mountedHost;
}

/** For useSyncExternalStore: whether a toast was asked for yet. */
export function toastHostWanted(): boolean {
  return wanted;
}

/** For useSyncExternalStore: calls `listener` when the first toast is asked for. */
export function subscribeToToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by ToastHost once its container is mounted. */
export function toastHostMounted(api: ToastApi): void {
  hostMounted(api);
}
