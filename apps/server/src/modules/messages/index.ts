// The messages module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { refuseInvalidForm } from './form-validation-http.ts';
