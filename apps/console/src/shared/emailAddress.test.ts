import { describe, expect, it } from 'vitest';
import { emailLineParts } from './EmailAddress';

describe('emailLineParts', () => {
  it('breaks after the @ and before each dot, never inside a part', () => {
    expect(emailLineParts('apply-1712345@thames-surplus.example.co.uk')).toEqual(['apply-1712345@', 'thames-surplus', '.example', '.co', '.uk']);
    expect(emailLineParts('agent@clearlot.test').join('')).toBe('agent@clearlot.test');
  });
  it('keeps a text without an @ whole', () => {
    expect(emailLineParts('not-an-address')).toEqual(['not-an-address']);
  });
});
