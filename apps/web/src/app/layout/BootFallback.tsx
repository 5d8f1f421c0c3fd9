import { ProgressBar } from './NavigationProgress';

/** Shown while the first navigation runs the guard and loads the first page. */
export function BootFallback() {
  return <ProgressBar active />;
}
