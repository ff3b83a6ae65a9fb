// What the router shows while the first page's code loads after a full page load (its HydrateFallback):
// a polite loading status, so nothing flashes and the router has no missing fallback to warn about.
import { messages } from '../messages.ts';

export function RouteHydrating() {
  return (
    <p role="status" className="p-6 text-center text-sm text-muted-foreground">
      {messages.hydrating}
    </p>
  );
}
