import type { PointsHistoryInput } from '@clearlot/contract/schemas/points';

/** The points pages' queries: the buyer's summary and history (per user), the mall and one item. */
export const pointsKeys = {
  all: ['points'] as const,
  summary: (userId: number | null) => ['points', 'summary', userId] as const,
  history: (userId: number | null, body: PointsHistoryInput) => ['points', 'history', userId, body] as const,
  mall: ['points', 'mall'] as const,
  goods: (id: number) => ['points', 'mall', id] as const,
  addresses: (userId: number | null) => ['points', 'addresses', userId] as const,
};
