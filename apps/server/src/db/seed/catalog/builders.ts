/*
 * Helpers that turn the compact product rows into SeedProduct objects (slug, HTML description, specs,
 * variants with SKUs, stock, flags). Everything is deterministic: per-product pseudo-random values come
 * from a mulberry32 PRNG seeded with the product slug.
 */

import type { ArtMotif, SeedCategory, SeedProduct, SeedVariant } from './types.ts';

interface AxisValue {
  label: string;
  code: string;
  delta: number;
  css?: string;
}

export interface Axis {
  key: string;
  values: AxisValue[];
}

/** Small / Medium / Large with a price step between sizes. */
export function sml(step: number): Axis {
  return {
    key: 'size',
    values: [
      { label: 'Small', code: 'S', delta: 0 },
      { label: 'Medium', code: 'M', delta: step },
      { label: 'Large', code: 'L', delta: step * 2 },
    ],
  };
}

/** US ring sizes 6-9; sizes 8 and 9 cost a little more. */
export function ringSizes(step: number): Axis {
  return {
    key: 'size',
    values: ['6', '7', '8', '9'].map((s, i) => ({ label: s, code: s, delta: i < 2 ? 0 : step * (i - 1) })),
  };
}

/** Colour axis: [label, sku code, css colour, extra price]. */
export function colours(...list: [string, string, string, number?][]): Axis {
  return { key: 'color', values: list.map(([label, code, css, delta = 0]) => ({ label, code, css, delta })) };
}

/** Any other axis: [label, sku code, extra price]. */
export function axis(key: string, list: [string, string, number?][]): Axis {
  return { key, values: list.map(([label, code, delta = 0]) => ({ label, code, delta })) };
}

export interface Row {
  name: string;
  /** Price in pesos; for variant products the price of the cheapest variant. */
  price: number;
  material: string;
  size: string;
  weight: number;
  element?: string;
  origin?: string;
  extra?: Record<string, string>;
  /** Replaces the generated Material/Size/Origin/Element specs (Weight is still appended). */
  specs?: Record<string, string>;
  /** Paragraphs; a string starting with <ul> is inserted as is. */
  text: string[];
  art: [ArtMotif, string, string, string, number?];
  variants?: Axis[];
  /** Colour label that is out of stock in every size. */
  soldOutColor?: string;
  /** Fixed stock (0 = sold out, including all variants). */
  stock?: number;
  /** b = best seller, f = featured, p = preferred, s = free shipping, n = new arrival. */
  flags?: string;
  deal?: [number, number];
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function formatWeight(grams: number): string {
  return grams >= 1000 ? `${round2(grams / 1000)} kg` : `${grams} g`;
}

function cartesian(axes: Axis[]): AxisValue[][] {
  let combos: AxisValue[][] = [[]];
  for (const a of axes) {
    const next: AxisValue[][] = [];
    for (const combo of combos) for (const v of a.values) next.push([...combo, v]);
    combos = next;
  }
  return combos;
}

const FREE_SHIPPING_FROM = 3000;

function buildProduct(
  categorySlug: string,
  code: string,
  index: number,
  row: Row,
  defaultOrigin: string,
): SeedProduct {
  const slug = slugify(row.name);
  const rnd = mulberry32(hashString(slug));
  const flags = row.flags ?? '';
  const soldOut = row.stock === 0;

  let variants: SeedVariant[] = [];
  if (row.variants && row.variants.length > 0) {
    const colourKey = 'color';
    variants = cartesian(row.variants).map((combo) => {
      const attributes: Record<string, string> = {};
      let price = row.price;
      let css: string | undefined;
      combo.forEach((v, i) => {
        const key = row.variants?.[i]?.key ?? 'option';
        attributes[key] = v.label;
        price += v.delta;
        if (key === colourKey && v.css) css = v.css;
      });
      const sku = [code, String(index).padStart(3, '0'), ...combo.map((v) => v.code)].join('-');
      let stock = 4 + Math.floor(rnd() * 37);
      if (rnd() < 0.12) stock = 0;
      if (soldOut || (row.soldOutColor && attributes[colourKey] === row.soldOutColor)) stock = 0;
      const variant: SeedVariant = { attributes, price: round2(price), stock, sku };
      if (css) variant.color = css;
      return variant;
    });
    if (!soldOut && variants.every((v) => v.stock === 0)) {
      const first = variants[0];
      if (first) first.stock = 7;
    }
  }

  const stock = variants.length
    ? variants.reduce((sum, v) => sum + v.stock, 0)
    : (row.stock ?? 5 + Math.floor(rnd() * 116));
  const price = variants.length ? Math.min(...variants.map((v) => v.price)) : round2(row.price);

  const specs: Record<string, string> = row.specs
    ? { ...row.specs }
    : {
        Material: row.material,
        Size: row.size,
        Origin: row.origin ?? defaultOrigin,
        ...(row.element ? { Element: row.element } : {}),
        ...(row.extra ?? {}),
      };
  specs.Weight = formatWeight(row.weight);
  const limited = Object.fromEntries(Object.entries(specs).slice(0, 6));

  const description = row.text.map((t) => (t.startsWith('<ul>') ? t : `<p>${t}</p>`)).join('');
  const [motif, primary, secondary, background, shape = 0] = row.art;
  const createdDaysAgo = flags.includes('n') ? Math.floor(rnd() * 26) : 30 + Math.floor(rnd() * 371);

  return {
    slug,
    name: row.name,
    categorySlug,
    description,
    price,
    stock,
    specs: limited,
    variants,
    isBestSeller: flags.includes('b'),
    isFeatured: flags.includes('f'),
    isPreferred: flags.includes('p'),
    freeShipping: flags.includes('s') || price >= FREE_SHIPPING_FROM,
    flashDeal: row.deal ? { discountPercentage: row.deal[0], endsInHours: row.deal[1] } : null,
    createdDaysAgo,
    weightGrams: row.weight,
    art: { motif, primary, secondary, background, seed: 12 * (1 + (hashString(slug) % 4000)) + shape },
  };
}

/** The product rows of one category, with the origin used when a row does not name its own. */
export interface CategoryRows {
  slug: string;
  origin: string;
  items: Row[];
}

/** Build every product, numbering each category's rows from 1 in the given order. */
export function buildCatalogProducts(categories: SeedCategory[], groups: CategoryRows[]): SeedProduct[] {
  const codeBySlug = new Map(categories.map((c) => [c.slug, c.code]));
  return groups.flatMap((group) => {
    const code = codeBySlug.get(group.slug);
    if (!code) throw new Error(`Unknown category in catalogue data: ${group.slug}`);
    return group.items.map((row, i) => buildProduct(group.slug, code, i + 1, row, group.origin));
  });
}
