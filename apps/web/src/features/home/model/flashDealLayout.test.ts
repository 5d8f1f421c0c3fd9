import { describe, expect, it } from 'vitest';
import { FLASH_DEAL_CARD_HEIGHT, FLASH_DEAL_CARD_WIDTH, flashDealLayout, flashDealsPerRow } from './flashDealLayout';

describe('flashDealsPerRow', () => {
  it('counts the 232 px cards and their 16 px gaps that fit', () => {
    expect(flashDealsPerRow(232)).toBe(1);
    expect(flashDealsPerRow(479)).toBe(1);
    expect(flashDealsPerRow(480)).toBe(2);
    expect(flashDealsPerRow(1232)).toBe(5);
    expect(flashDealsPerRow(1233)).toBe(5);
  });

  it('shows at least one card and never asks for more than the list gives', () => {
    expect(flashDealsPerRow(100)).toBe(1);
    expect(flashDealsPerRow(0)).toBe(1);
    expect(flashDealsPerRow(Number.NaN)).toBe(1);
    expect(flashDealsPerRow(100_000)).toBe(50);
  });
});

describe('flashDealLayout', () => {
  it('is unknown until the strip has a width', () => {
    expect(flashDealLayout(null)).toBeNull();
    expect(flashDealLayout(0)).toBeNull();
  });

  it('stretches the cards to fill the row and grows their height by the same amount', () => {
    const layout = flashDealLayout(1232);
    expect(layout).toEqual({ count: 5, cardWidth: 233.6, cardHeight: 251.6 });
    const exact = flashDealLayout(4 * FLASH_DEAL_CARD_WIDTH + 3 * 16);
    expect(exact).toEqual({ count: 4, cardWidth: FLASH_DEAL_CARD_WIDTH, cardHeight: FLASH_DEAL_CARD_HEIGHT });
  });

  it('keeps the base height when a narrow phone squeezes the single card', () => {
    expect(flashDealLayout(200)).toEqual({ count: 1, cardWidth: 200, cardHeight: FLASH_DEAL_CARD_HEIGHT });
    expect(flashDealLayout(342)).toEqual({ count: 1, cardWidth: 342, cardHeight: 360 });
  });
});
