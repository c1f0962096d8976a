import type { CartLine } from '@fengshui/shared/cart';
import { applyPercentDiscount, discountForApi, isFlashDealActive } from '@fengshui/shared/discount';
import { centavosToPesos } from '@fengshui/shared/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { cartItems, categories, products, productVariants } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { firstPictureKey } from '../catalog/index.ts';
import { imageUrls } from '../media/index.ts';

/** The cart's lines with their product and variant, prepared once (db/prepared.ts): every cart call reads it. */
const cartSelect = (db: DbOrTx) =>
  db
    .select({
      cartId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      selected: cartItems.selected,
      name: products.name,
      productCode: products.productCode,
      productPrice: products.priceCentavos,
      productStock: products.stock,
      isFlashDeal: products.isFlashDeal,
      flashDealEnd: products.flashDealEnd,
      discountPercentage: products.discountPercentage,
      weightGrams: products.weightGrams,
      freeShipping: products.freeShipping,
      categoryId: products.categoryId,
      categoryName: categories.name,
      variantPrice: productVariants.priceCentavos,
      variantStock: productVariants.stock,
      variantSku: productVariants.sku,
      variantAttributes: productVariants.attributes,
      variantImageKey: productVariants.imageKey,
      productImageKey: firstPictureKey(products.id),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    // An archived product leaves every cart at once.
    .where(sql`${cartItems.userId} = ${sql.placeholder('userId')} and ${products.status} = 'active'`)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('read_cart');

/** A line as the cart statements answer it, before prices and pictures are worked out. */
export type CartRow = Awaited<ReturnType<ReturnType<typeof cartSelect>['execute']>>[number];

/**
 * The columns of `CartRow` in raw SQL, over a relation `ci` of cart lines (id, product_id,
 * variant_id, quantity, selected): for a statement that writes the cart and answers with
 * it at once (the add). The flash deal's end comes as epoch milliseconds (`toCartRow` makes it a Date).
 */
export const cartRowColumns = sql`ci.id as "cartId", ci.product_id as "productId",
  ci.variant_id as "variantId", ci.quantity, ci.selected, p.name,
  p.product_code as "productCode", p.price_centavos as "productPrice", p.stock as "productStock",
  p.is_flash_deal as "isFlashDeal",
  (extract(epoch from p.flash_deal_end) * 1000)::float8 as "flashDealEndMs",
  p.discount_percentage::float8 as "discountPercentage", p.weight_grams as "weightGrams",
  p.free_shipping as "freeShipping", p.category_id as "categoryId", cat.name as "categoryName",
  v.price_centavos as "variantPrice", v.stock as "variantStock", v.sku as "variantSku",
  v.attributes as "variantAttributes", v.image_key as "variantImageKey",
  ${firstPictureKey(sql`p.id`)} as "productImageKey"`;

/** The joins of `cartRowColumns`, after `from (lines) ci`: an archived product leaves every cart. */
export const cartRowJoins = sql`join products p on p.id = ci.product_id and p.status = 'active'
  join categories cat on cat.id = p.category_id
  left join product_variants v on v.id = ci.variant_id`;

export type RawCartRow = Omit<CartRow, 'flashDealEnd'> & { flashDealEndMs: number | null };

export const toCartRow = ({ flashDealEndMs, ...row }: RawCartRow): CartRow => ({
  ...row,
  flashDealEnd: flashDealEndMs === null ? null : new Date(flashDealEndMs),
});

/** The customer's cart with live prices, discounts and stock (a sold-out item shows as stock 0). */
export async function readCart(db: DbOrTx, storage: MediaStorage, userId: number): Promise<CartLine[]> {
  const rows = await prepared(db, 'read_cart', cartSelect).execute({ userId });
  return toCartLines(rows, storage);
}

/** The answer's lines from the rows of a cart statement, priced as of now. */
export function toCartLines(rows: CartRow[], storage: MediaStorage): CartLine[] {
  const now = new Date();
  return rows.map((row) => {
    const price = centavosToPesos(row.variantPrice ?? row.productPrice);
    const dealActive = isFlashDealActive(
      { is_flash_deal: row.isFlashDeal, flash_deal_end: row.flashDealEnd?.toISOString() ?? null },
      now,
    );
    const discount = dealActive && row.discountPercentage ? row.discountPercentage : 0;
    const stock = row.variantId === null ? row.productStock : (row.variantStock ?? 0);
    const imageKey = row.variantImageKey ?? row.productImageKey;
    const attributes = row.variantAttributes ?? null;
    const attribute = (name: string) =>
      attributes
        ? (Object.entries(attributes).find(([key]) => key.toLowerCase() === name)?.[1] ?? null)
        : null;
    return {
      cart_id: row.cartId,
      product_id: row.productId,
      id: row.productId,
      variant_id: row.variantId,
      product_name: row.name,
      name: row.name,
      product_code: row.productCode,
      sku: row.variantSku ?? null,
      price,
      original_price: price,
      discount_percentage: discountForApi(discount) ?? 0,
      discounted_price: discount ? applyPercentDiscount(price, discount) : price,
      quantity: row.quantity,
      stock,
      stock_quantity: stock,
      image_url: imageKey ? imageUrls(storage, imageKey).url : null,
      size: attribute('size'),
      color: attribute('color') ?? attribute('colour'),
      variant_attributes: attributes,
      category_id: row.categoryId,
      category_name: row.categoryName,
      weight_grams: row.weightGrams,
      free_shipping: row.freeShipping,
      selected: row.selected,
    };
  });
}
