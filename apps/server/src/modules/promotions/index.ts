// The promotions module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { insertPromotionUnlessTaken } from './promotion-rows.ts';
export { redeemPromotion, redemptionInsert } from './promotion-service.ts';
