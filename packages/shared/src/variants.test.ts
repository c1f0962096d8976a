import { describe, expect, it } from 'vitest';
import {
  describeAttributes,
  findVariant,
  initialSelection,
  isOptionAvailable,
  variantOptions,
} from './variants.ts';

const variants = [
  { variant_id: 1, attributes: { size: 'Small', color: 'Red' }, stock: 3 },
  { variant_id: 2, attributes: { size: 'Small', color: 'Black' }, stock: 0 },
  { variant_id: 3, attributes: { size: 'Large', color: 'Black' }, stock: 5 },
  { variant_id: 4, attributes: { size: 'Large', color: 'Gold' }, stock: 0 },
];

describe('variant options', () => {
  it('lists attributes and their values in the order first seen', () => {
    expect(variantOptions(variants)).toEqual([
      { name: 'size', values: ['Small', 'Large'] },
      { name: 'color', values: ['Red', 'Black', 'Gold'] },
    ]);
  });

  it('preselects the first variant', () => {
    expect(initialSelection(variants)).toEqual({ size: 'Small', color: 'Red' });
    expect(initialSelection([])).toEqual({});
  });
});

describe('variant matching', () => {
  it('finds the variant whose attributes all match', () => {
    expect(findVariant(variants, { size: 'Large', color: 'Black' })?.variant_id).toBe(3);
  });

  it('finds nothing until every attribute is chosen', () => {
    expect(findVariant(variants, { size: 'Large' })).toBeUndefined();
    expect(findVariant(variants, { size: 'Large', color: 'Red' })).toBeUndefined();
  });
});

describe('option availability', () => {
  it('makes a colour unavailable when no in-stock variant has it in the chosen size', () => {
    expect(isOptionAvailable(variants, 'color', 'Black', { size: 'Small' })).toBe(false);
    expect(isOptionAvailable(variants, 'color', 'Black', { size: 'Large' })).toBe(true);
    expect(isOptionAvailable(variants, 'color', 'Gold', {})).toBe(false);
    expect(isOptionAvailable(variants, 'color', 'Red', {})).toBe(true);
  });

  it('makes another option unavailable when no variant matches the combination', () => {
    expect(isOptionAvailable(variants, 'size', 'Large', { color: 'Red' })).toBe(false);
    expect(isOptionAvailable(variants, 'size', 'Small', { color: 'Black' })).toBe(true);
  });

  it('describes chosen attributes as "key: value"', () => {
    expect(describeAttributes({ size: 'Large', color: 'Black' })).toBe('size: Large, color: Black');
    expect(describeAttributes(null)).toBe('');
  });
});
