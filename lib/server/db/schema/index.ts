export * from './address';
export * from './catalog';
export * from './commerce';
export * from './accounts';
export * from './invoicing';
export * from './leads';
export * from './fleet';
export * from './admin';
