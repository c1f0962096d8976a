import type { Product, ProductCard, Variant } from '@fengshui/shared/catalog';
import { type ComponentType, createContext, useContext } from 'react';

export interface AddToCartRequest {
  variant: Variant | null;
  quantity: number;
  buyNow: boolean;
}

export type AddProductToCart = (product: Product, request: AddToCartRequest) => Promise<void>;

/**
 * What the shop lets a shopper do with a product, supplied by the app layer (the cart feature today).
 * Shared components and the catalogue read it here, so imports keep flowing one way
 * (docs/contributing.md#web-features: shared -> features -> app; features do not import each other).
 */
export interface ShopActions {
  /** Shown at the foot of every product card (the cart's quick add). */
  ProductCardAction?: ComponentType<{ product: ProductCard }>;
  /** Add to Cart and Buy Now on the product page; undefined hides the buttons. */
  useAddToCart: () => AddProductToCart | undefined;
}

const noActions: ShopActions = { useAddToCart: () => undefined };
const ShopActionsContext = createContext<ShopActions>(noActions);

export const ShopActionsProvider = ShopActionsContext.Provider;

export function useShopActions(): ShopActions {
  return useContext(ShopActionsContext);
}
