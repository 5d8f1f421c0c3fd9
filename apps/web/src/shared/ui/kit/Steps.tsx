import type { ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** index of the step in progress; earlier ones are done */
  current: number;
  /** the current step failed (a refused request) */
  status?: 'process' | 'error' | 'finish';
  /** the list's name for screen readers ("Progress of the return") */
  label: string;
  /** the word read before each finished step's title ("Done") and the current one ("Current step") */
  stateLabels: { done: string; current: string };
  className?: string;
  'data-testid'?: string;
}

/** Progress through numbered steps (antd's Steps); wraps under each other on a phone. */
export function Steps({ items, current, status = 'process', label, stateLabels, className, 'data-testid': testId }: StepsProps) {
  return (
    <ol className={cx('kit-steps', className)} aria-label={label} data-testid={testId}>
      {items.map((item, index) => {
        const state = index < current || (index === current && status === 'finish') ? 'done' : index === current ? (status === 'error' ? 'error' : 'current') : 'waiting';
        return (
          <li key={index} className={cx('kit-steps__item', `kit-steps__item--${state}`)} aria-current={index === current ? 'step' : undefined}>
            <span className="kit-steps__marker" aria-hidden>
              {state === 'done' ? '✓' : state === 'error' ? '✕' : index + 1}
            </span>
            <span className="kit-steps__text">
              {state === 'done' ? <span className="visually-hidden">{stateLabels.done}: </span> : null}
              {state === 'current' ? <span className="visually-hidden">{stateLabels.current}: </span> : null}
              <span className="kit-steps__title">{item.title}</span>
              {item.description ? <span className="kit-steps__description">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
