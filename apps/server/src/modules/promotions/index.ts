// The promotions module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { insertPromotionUnlessTaken } from './promotion-rows.ts';
export { recordRedemption, redeemPromotion } from './promotion-service.ts';
