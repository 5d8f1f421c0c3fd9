import './loadingOverlay.css';

/** The global loading spinner (docs/product.md §7: shown while a call runs unless it turns it off). */
export function LoadingOverlay({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={label} data-testid="loading-overlay">
      <span className="loading-overlay__spinner" aria-hidden />
    </div>
  );
}
