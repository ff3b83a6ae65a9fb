// Radix puts every toast in its stack of dismissable layers, above a dialog opened before the toast appeared,
// and only the top layer acts on Escape: with 请先登录 showing, Escape in the login dialog closed the toast and
// left the dialog open. A toast acts on Escape only when it has the focus (as Radix's own docs describe it);
// otherwise it hands the key on, and the dialog that holds the focus closes.
const handedOn = new WeakSet<Event>();

/** Marks an Escape that a toast did not act on, for the dialog holding the focus. */
export function handOnEscape(event: Event): void {
  handedOn.add(event);
}

/** Whether a toast above handed this Escape on. */
export function wasHandedOn(event: Event): boolean {
  return handedOn.has(event);
}
