// The content feature's public entry: other features import it only from here (docs/architecture.md#module-boundaries).
export { blogListQuery } from './api/get-blogs.ts';
