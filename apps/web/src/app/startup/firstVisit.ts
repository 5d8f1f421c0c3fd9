/** Whether the first-visit language picker should show (set once by main.tsx at start-up). */
import { createSmallStore } from '../../shared/state/smallStore';

export const firstVisitPickerOpen = createSmallStore(false);
