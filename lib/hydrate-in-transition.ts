// The browser's `react-dom/client` for Next's pages runtime (aliased in next.config.js): the same
// module, except that the first render, hydration, runs as a transition. Next hydrates a page with
// a bare `hydrateRoot`, which React renders at default priority in one task without yielding (a
// listing took 230–335 ms of main thread at 4x CPU throttling). As a transition React renders in
// slices of a few milliseconds and yields to the browser between them; a click or key press on a
// part not yet hydrated makes React hydrate it at once and then handle the event. Next's app
// router starts hydration in a transition for the same reason.
import { startTransition } from 'react';
import * as client from 'zw-react-dom-client';

export function hydrateRoot(...args: Parameters<typeof client.hydrateRoot>): ReturnType<typeof client.hydrateRoot> {
  let root: ReturnType<typeof client.hydrateRoot> | undefined;
  startTransition(() => {
    root = client.hydrateRoot(...args);
  });
  return root!;
}

// Next reads the module through a CommonJS default import (`_client.default.hydrateRoot`)
const reactDomClient = { ...client, hydrateRoot };
export default reactDomClient;
