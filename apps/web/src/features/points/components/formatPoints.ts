/** Points as a whole number with thousands separators ('12,500'); the sign is the caller's. */
export const formatPoints = (points: number): string => Math.abs(points).toLocaleString('en-GB', { maximumFractionDigits: 0 });
