// Radix puts every toast in its stack of dismissable layers, above a dialog opened before the toast appeared,
// and only the top layer acts on Escape: with 请先登录 showing, Escape in the login dialog closed the toast and
// left the dialog open. An open Dialog registers here; a toast that does not have the focus hands Escape to
// the registered dialog holding the focus. Anywhere else (no dialog, a popover, a select) the toast takes the
// Escape as before, so no layer is left without one.

interface EscapeReceiver {
  /** Whether the focused element is inside the receiver. */
  holds(element: Element): boolean;
  close(): void;
}

const receivers: EscapeReceiver[] = [];

/** Registers an open dialog; returns the unregistration (call it when the dialog closes or unmounts). */
export function receiveEscapeFromToasts(receiver: EscapeReceiver): () => void {
  receivers.push(receiver);
  return () => {
    const at = receivers.indexOf(receiver);
    if (at >= 0) receivers.splice(at, 1);
  };
}

/** Closes the newest registered dialog that holds the focus; whether there was one. */
export function handOnEscape(): boolean {
  const focused = document.activeElement;
  if (!focused) return false;
  const receiver = receivers.findLast((r) => r.holds(focused));
  receiver?.close();
  return receiver !== undefined;
}
