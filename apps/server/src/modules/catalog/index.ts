// The catalog module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { listCategories } from './category-service.ts';
export { firstPictureKey } from './first-picture.ts';
export { recountItemsSold } from './items-sold.ts';
export { setProductRating } from './product-rating.ts';
export { getProduct, listProducts } from './product-service.ts';
export { releaseStock, stockRefusal, stockReservation } from './stock.ts';
