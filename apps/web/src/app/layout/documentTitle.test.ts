import { describe, expect, it } from 'vitest';
import { composeDocumentTitle, deepestTitleKey } from './documentTitle';

describe('document title', () => {
  it('suffixes route titles and falls back to the default', () => {
    expect(composeDocumentTitle('Sign in', 'ClearLot — UK surplus stock marketplace')).toBe('Sign in | ClearLot');
    expect(composeDocumentTitle(null, 'ClearLot — UK surplus stock marketplace')).toBe('ClearLot — UK surplus stock marketplace');
  });

  it('takes the deepest route that names a title', () => {
    const matches = [{ handle: undefined }, { handle: { titleKey: 'memberCentre' } }, { handle: { titleKey: 'accountSafe' } }, { handle: undefined }];
    expect(deepestTitleKey(matches)).toBe('accountSafe');
    expect(deepestTitleKey([{ handle: undefined }])).toBeNull();
  });
});
