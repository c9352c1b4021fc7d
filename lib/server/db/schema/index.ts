export * from './catalog';
export * from './commerce';
export * from './accounts';
