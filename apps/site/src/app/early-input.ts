// What a visitor does on a page drawn from its HTML (the prerendered pages) before the script has taken it
// over: a tap on a button there would do nothing, and text typed into a field would be reset by the first
// render. Until then, taps on buttons, checkboxes, radios and in-page links (the skip link, which moves the
// focus by script) are held (the last one) and the fields' text is noted; once the page is live, the text is
// put back through an input event (so the page's state takes it) and the held tap is made again — the render
// keeps the same elements, so the tap reaches the same control. Links to other pages are left alone: they work
// without the script.

const HELD = 'button, [role="button"], input[type="checkbox"], input[type="radio"], a[href^="#"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Starts holding early input on `root`; call what it returns once the page is live. */
export function holdEarlyInput(root: HTMLElement): () => void {
  let heldTap: HTMLElement | null = null;
  const typed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    heldTap = control;
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed.set(field, field.value);
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('input', onInput, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('input', onInput, true);
    for (const [field, value] of typed) if (field.isConnected && field.value !== value) retype(field, value);
    if (heldTap?.isConnected) heldTap.click();
  };
}

/** Sets a field's text as typing does: the native setter, then an input event the page's handlers see. */
function retype(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
