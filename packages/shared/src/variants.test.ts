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

  it('chooses nothing for the shopper when an option has several values', () => {
    expect(initialSelection(variants)).toEqual({});
    expect(initialSelection([])).toEqual({});
  });

  it('preselects an option that has a single value', () => {
    const oneColour = [
      { variant_id: 1, attributes: { size: 'Small', color: 'Red' }, stock: 3 },
      { variant_id: 2, attributes: { size: 'Large', color: 'Red' }, stock: 3 },
    ];
    expect(initialSelection(oneColour)).toEqual({ color: 'Red' });
    const single = [{ variant_id: 7, attributes: { size: 'One size' }, stock: 2 }];
    expect(findVariant(single, initialSelection(single))?.variant_id).toBe(7);
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
