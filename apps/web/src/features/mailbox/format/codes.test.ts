import { describe, expect, it } from 'vitest';
import { firstCode, splitCodes } from './codes';

describe('verification codes in a message', () => {
  it('finds six-digit codes but not parts of longer numbers', () => {
    expect(firstCode('Order 12345678 shipped')).toBeNull();
    expect(firstCode('Your ClearLot code is 482913. It expires in 10 minutes.')).toBe('482913');
  });

  it('looks at the subject first', () => {
    expect(firstCode('Code 111111', 'Your code is 222222')).toBe('111111');
  });

  it('splits the text around each code', () => {
    expect(splitCodes('Code 123456 or 654321.')).toEqual([
      { text: 'Code ', isCode: false },
      { text: '123456', isCode: true },
      { text: ' or ', isCode: false },
      { text: '654321', isCode: true },
      { text: '.', isCode: false },
    ]);
  });
});
