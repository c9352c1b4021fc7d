// React's own `react-dom/client` under the name lib/hydrate-in-transition.ts imports it by (the
// browser build aliases `react-dom/client` itself to that module; see next.config.js)
declare module 'zw-react-dom-client' {
  export * from 'react-dom/client';
}
