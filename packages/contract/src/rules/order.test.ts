import { describe, expect, it } from 'vitest';
import { SystemNotes, noteTexts, systemNote } from './order';

describe('order notes', () => {
  it('reads a stored system note out in both languages', () => {
    expect(noteTexts(systemNote('notShipped'))).toEqual(SystemNotes.notShipped);
    expect(noteTexts(systemNote('reviewOverdue')).zh).toBe('未按时审核，已自动同意。');
  });

  it('shows a person\'s note as written, in both languages', () => {
    expect(noteTexts('Found it cheaper')).toEqual({ en: 'Found it cheaper', zh: 'Found it cheaper' });
    expect(noteTexts('system:noSuchNote')).toEqual({ en: 'system:noSuchNote', zh: 'system:noSuchNote' });
  });
});
