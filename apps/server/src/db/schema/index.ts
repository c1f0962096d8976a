export * from './catalog.ts';
export * from './users.ts';
