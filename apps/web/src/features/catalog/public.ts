// The catalogue's public entry: other features import it only from here (docs/architecture.md#module-boundaries).
export { homeListQuery, useBestSellers, useNewArrivals } from './api/get-home-lists.ts';
export { ProductSection } from './components/ProductSection.tsx';
