/* Shapes of the demo catalogue data consumed by the seeder and the product art. */

export interface SeedCategory {
  slug: string;
  name: string;
  code: string;
  description: string;
  parentSlug: string | null;
}

export interface SeedVariant {
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku: string;
  /** CSS colour of the variant, used as colour override for the product art. */
  color?: string;
}

export type ArtMotif =
  | 'bracelet'
  | 'coin'
  | 'pendant'
  | 'ring'
  | 'earrings'
  | 'necklace'
  | 'keychain'
  | 'medallion'
  | 'plaque'
  | 'talisman'
  | 'scarf'
  | 'wallet'
  | 'incense-holder'
  | 'incense-sticks'
  | 'singing-bowl'
  | 'smudge'
  | 'wishing-paper'
  | 'book'
  | 'windchime'
  | 'decor-statue'
  | 'decor-crystal'
  | 'decor-fountain'
  | 'decor-ship'
  | 'amulet';

export interface ProductArt {
  motif: ArtMotif;
  primary: string;
  secondary: string;
  background: string;
  /** Composition seed. For motifs with several silhouettes, `(seed % 12) % k` selects the silhouette. */
  seed: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlug: string;
  description: string;
  price: number;
  stock: number;
  specs: Record<string, string>;
  variants: SeedVariant[];
  isBestSeller: boolean;
  isFeatured: boolean;
  isPreferred: boolean;
  freeShipping: boolean;
  flashDeal: { discountPercentage: number; endsInHours: number } | null;
  createdDaysAgo: number;
  weightGrams: number;
  art: ProductArt;
}
