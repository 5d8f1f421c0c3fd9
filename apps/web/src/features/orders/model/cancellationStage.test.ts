import { describe, expect, it } from 'vitest';
import { cancellationStageOf } from './cancellationStage';

const T = 1_750_000_000;

describe('cancellationStageOf', () => {
  it('tells an immediate cancellation from one approved after review', () => {
    expect(cancellationStageOf({ reviewStatus: 1, time: T, reviewedAt: T })).toBe('immediate');
    expect(cancellationStageOf({ reviewStatus: 1, time: T, reviewedAt: T + 3_600 })).toBe('approved');
  });
  it('reports pending and rejected reviews', () => {
    expect(cancellationStageOf({ reviewStatus: 0, time: T, reviewedAt: null })).toBe('pending');
    expect(cancellationStageOf({ reviewStatus: 2, time: T, reviewedAt: T + 60 })).toBe('rejected');
  });
});
