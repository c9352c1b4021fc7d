import '@/lib/server/only';

// The React contexts Next's pages renderer provides. Next's server build replaces next/dist's own
// imports of `./<name>.shared-runtime` with the pages runtime's copies (vendored/contexts), which is
// where next/router, next/image and next/dynamic find them during a page's render; an import of
// next/dist/shared/lib/<name>.shared-runtime from the shop's code would get other objects. Vitest
// maps these paths back to next/dist's own (vitest.config.mts).
export { ImageConfigContext } from 'next/dist/server/route-modules/pages/vendored/contexts/image-config-context';
export { LoadableContext } from 'next/dist/server/route-modules/pages/vendored/contexts/loadable-context';
export { RouterContext } from 'next/dist/server/route-modules/pages/vendored/contexts/router-context';
export { HeadManagerContext } from 'next/dist/server/route-modules/pages/vendored/contexts/head-manager-context';
