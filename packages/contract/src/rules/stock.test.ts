import { describe, expect, it } from 'vitest';
import { spreadOverWarehouses, totalRoom } from './stock';

const rooms = [
  { warehouseCode: 'GB-LON-01', room: 502 },
  { warehouseCode: 'GB-MAN-01', room: 196 },
  { warehouseCode: 'GB-BHM-01', room: 75 },
];

describe('spreadOverWarehouses', () => {
  it('keeps a quantity one warehouse can carry in that warehouse', () => {
    expect(spreadOverWarehouses(rooms, 502)).toEqual([{ warehouseCode: 'GB-LON-01', quantity: 502 }]);
  });

  it('spreads what one warehouse cannot carry over the next with most room (product 72: 503 of 773)', () => {
    expect(spreadOverWarehouses(rooms, 503)).toEqual([
      { warehouseCode: 'GB-LON-01', quantity: 502 },
      { warehouseCode: 'GB-MAN-01', quantity: 1 },
    ]);
  });

  it('takes every unit when asked for all of them', () => {
    expect(spreadOverWarehouses(rooms, 773)).toEqual([
      { warehouseCode: 'GB-LON-01', quantity: 502 },
      { warehouseCode: 'GB-MAN-01', quantity: 196 },
      { warehouseCode: 'GB-BHM-01', quantity: 75 },
    ]);
    expect(totalRoom(rooms)).toBe(773);
  });

  it('answers null, not a partial split, when there is not enough', () => {
    expect(spreadOverWarehouses(rooms, 774)).toBeNull();
    expect(spreadOverWarehouses([], 1)).toBeNull();
  });

  it('orders by room, keeping the given order on ties, and skips warehouses without room', () => {
    const tied = [
      { warehouseCode: 'A', room: 0 },
      { warehouseCode: 'B', room: 5 },
      { warehouseCode: 'C', room: 5 },
      { warehouseCode: 'D', room: -3 },
    ];
    expect(spreadOverWarehouses(tied, 6)).toEqual([
      { warehouseCode: 'B', quantity: 5 },
      { warehouseCode: 'C', quantity: 1 },
    ]);
    expect(totalRoom(tied)).toBe(10);
  });

  it('refuses quantities that are not whole positive numbers', () => {
    expect(spreadOverWarehouses(rooms, 0)).toBeNull();
    expect(spreadOverWarehouses(rooms, -1)).toBeNull();
    expect(spreadOverWarehouses(rooms, 1.5)).toBeNull();
  });
});
