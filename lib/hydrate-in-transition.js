// @ts-check
// The browser's `react-dom/client` for Next's pages runtime (aliased in next.config.js): the same
// module, except that the first render, hydration, runs as a transition. Next hydrates a page with
// a bare `hydrateRoot`, which React renders at default priority in one task without yielding
// (a listing took 230–330 ms of main thread at 4x CPU throttling). As a transition React renders
// in slices of a few milliseconds and yields to the browser between them; a click or key press
// on a part not yet hydrated makes React hydrate it at once and then handle the event. Next's app
// router starts hydration in a transition for the same reason.
'use strict';

const { startTransition } = require('react');
const client = require('zw-react-dom-client');

/** @type {typeof import('react-dom/client').hydrateRoot} */
function hydrateRoot(container, initialChildren, options) {
  /** @type {import('react-dom/client').Root | undefined} */
  let root;
  startTransition(() => {
    root = client.hydrateRoot(container, initialChildren, options);
  });
  return /** @type {import('react-dom/client').Root} */ (root);
}

module.exports = { ...client, hydrateRoot };
