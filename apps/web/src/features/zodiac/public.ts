// The zodiac feature's public entry: other features import it only from here (docs/architecture.md#module-boundaries).
export { SIGN_CHARACTERS } from './logic/zodiac-display.ts';
