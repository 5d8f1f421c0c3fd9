/**
 * A small time-limited cache for derived read-only values (like listing totals). It holds
 * nothing that is not in the database, so several server processes may each keep their own.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number; keep?: (value: V) => boolean }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = await load();
      // a value the caller does not keep (say "no such row", which a creation may change at any moment) is asked again next time
      if (options.keep && !options.keep(value)) return value;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      return value;
    },
    clear: () => entries.clear(),
  };
}
