// The account feature's public entry: other features import it only from here (docs/architecture.md#module-boundaries).
export { useShippingAddresses } from './api/get-shipping-addresses.ts';
export { useServiceabilityCheck } from './api/validate-address.ts';
