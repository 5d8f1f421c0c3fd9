/** The timed rules of points and credit: lots past their expiry expire; scores of buyers whose orders changed are recalculated. */
import type { SweepJob } from '../../../platform/sweeper';
import { recalculateChangedCredit } from '../credit/service';
import { expireDueLots } from './service';

export const pointsSweepJobs: SweepJob[] = [
  { name: 'points:expire-lots', run: async (db) => void (await expireDueLots(db)) },
  { name: 'credit:recalculate', run: async (db) => void (await recalculateChangedCredit(db)) },
];
