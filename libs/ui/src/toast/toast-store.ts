// The tiny external store between the imperative `toast.*` API (callable from anywhere, e.g. the HTTP client's
// error path) and the <Toaster /> that renders the list. An identical message of the same kind that is still
// visible is not added again, so a burst of identical failures (the quiet network-error toast) shows once.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Milliseconds before it closes by itself; default 5000 (spec §9). */
  duration?: number;
  /** A second, smaller line under the message. */
  description?: string;
}

export interface ToastRecord {
  id: string;
  type: ToastType;
  message: string;
  description?: string;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/** Adds a toast and returns its id; returns the id of the visible twin instead when there is one. */
export function showToast(type: ToastType, message: string, options: ToastOptions = {}): string {
  const twin = toasts.find(
    (t) => t.type === type && t.message === message && t.description === options.description,
  );
  if (twin) return twin.id;
  const record: ToastRecord = {
    id: `toast-${nextId++}`,
    type,
    message,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    ...(options.description === undefined ? {} : { description: options.description }),
  };
  setToasts([...toasts, record]);
  return record.id;
}

/** Removes one toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) setToasts(next);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};
