import { describe, expect, it } from 'vitest';
import type { SkuOption } from '@clearlot/contract';
import { choose, initialChoice, skuOf, valueState } from './skuChoice';

const option = (nameEn: string, valueEn: string): SkuOption => ({ name: nameEn, nameEn, value: valueEn, valueEn });
const sku = (id: number, colour: string, size: string, quantity: number) => ({ id, options: [option('Colour', colour), option('Size', size)], quantity });

// Black in M and L, Navy in L only (sold out), no Navy M
const skus = [sku(1, 'Black', 'M', 0), sku(2, 'Black', 'L', 4), sku(3, 'Navy', 'L', 0)];

describe('SKU choice', () => {
  it('starts on the first SKU in stock, else the first', () => {
    expect(initialChoice(skus)).toEqual(['Black', 'L']);
    expect(initialChoice([sku(9, 'Red', 'S', 0)])).toEqual(['Red', 'S']);
    expect(initialChoice([{ id: 5, options: [], quantity: 3 }])).toEqual([]);
    expect(initialChoice([])).toEqual([]);
  });

  it('finds the SKU the values name, and none for a missing combination', () => {
    expect(skuOf(skus, ['Black', 'M'])?.id).toBe(1);
    expect(skuOf(skus, ['Navy', 'M'])).toBeNull();
    expect(skuOf([{ id: 5, options: [], quantity: 3 }], [])?.id).toBe(5);
  });

  it('marks values as available, sold out or unavailable given the other choices', () => {
    expect(valueState(skus, ['Black', 'L'], 1, 'M')).toBe('soldOut');
    expect(valueState(skus, ['Black', 'M'], 1, 'L')).toBe('available');
    expect(valueState(skus, ['Black', 'M'], 0, 'Navy')).toBe('unavailable');
    expect(valueState(skus, ['Black', 'L'], 0, 'Navy')).toBe('soldOut');
  });

  it('moves the other options to a SKU that has the chosen value when the combination does not exist', () => {
    expect(choose(skus, ['Black', 'L'], 1, 'M')).toEqual(['Black', 'M']);
    expect(choose(skus, ['Black', 'M'], 0, 'Navy')).toEqual(['Navy', 'L']);
    expect(choose(skus, ['Black', 'M'], 0, 'Pink')).toEqual(['Black', 'M']);
  });
});
