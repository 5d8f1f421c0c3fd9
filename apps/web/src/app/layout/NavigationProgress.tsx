import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useNavigation } from '../../shared/router';

/**
 * The thin loading bar at the top of the page (docs/product.md §2): it creeps forward while a
 * navigation waits for the guard or a lazily loaded page, then completes and fades.
 */
export function NavigationProgress({ active: forced }: { active?: boolean }) {
  const navigation = useNavigation();
  const active = forced ?? navigation.state !== 'idle';
  return <ProgressBar active={active} />;
}

export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  // After a run ends the bar jumps to full width and fades out before it disappears.
  const [wasActive, setWasActive] = useState(active);
  const [finishing, setFinishing] = useState(false);
  if (active !== wasActive) {
    setWasActive(active);
    setFinishing(!active);
  }

  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), 400);
    return () => clearTimeout(timer);
  }, [finishing]);

  const phase = active ? 'running' : finishing ? 'done' : 'idle';
  if (phase === 'idle') return null;
  return <div className={`nav-progress nav-progress--${phase}`} role="progressbar" aria-label={t('a11y.loading')} aria-busy={phase === 'running'} />;
}
