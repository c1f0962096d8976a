// The locations module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { resolveAddressLocation } from './location-service.ts';
