// The pages runtime's copies of Next's contexts (lib/server/next-contexts.ts): each is the module of
// next/dist/shared/lib/<name>.shared-runtime, which Next ships with empty types under these paths.
declare module 'next/dist/server/route-modules/pages/vendored/contexts/router-context' {
  export * from 'next/dist/shared/lib/router-context.shared-runtime';
}
declare module 'next/dist/server/route-modules/pages/vendored/contexts/image-config-context' {
  export * from 'next/dist/shared/lib/image-config-context.shared-runtime';
}
declare module 'next/dist/server/route-modules/pages/vendored/contexts/loadable-context' {
  export * from 'next/dist/shared/lib/loadable-context.shared-runtime';
}
declare module 'next/dist/server/route-modules/pages/vendored/contexts/head-manager-context' {
  export * from 'next/dist/shared/lib/head-manager-context.shared-runtime';
}
