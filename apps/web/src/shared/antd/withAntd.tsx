import type { ComponentType, ReactNode } from 'react';
import { currentLanguage } from '../i18n/language';
import { loadAntdLocale } from './antdLocale';

type Scope = ComponentType<{ children: ReactNode }>;

let scope: Promise<Scope> | undefined;

/**
 * antd's component styles (made at build time, shared/antd/staticStyle.tsx), first in the head where
 * antd's run-time styles went, so the app's own style sheets still win a tie. Resolves when they
 * apply, so no antd page paints unstyled; a sheet that fails to load does not stop the page.
 */
async function loadAntdStyles(): Promise<void> {
  // the sheets' addresses exist only in a build (vite.config.ts), so they are imported when needed
  const { default: sheets } = await import('virtual:antd-static-style');
  const first = document.head.firstChild;
  await Promise.all(
    sheets.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.dataset.antd = 'static';
          link.onload = link.onerror = () => resolve();
          document.head.insertBefore(link, first);
        }),
    ),
  );
}

/** antd's scope (theme, page language, message holders, styles), loaded once, the first time something needs antd. */
function loadAntdScope(): Promise<Scope> {
  scope ??= Promise.all([import('./AntdScope'), loadAntdLocale(currentLanguage()), loadAntdStyles()]).then(([{ AntdScope }, locale]) => {
    const InAntdScope = ({ children }: { children: ReactNode }) => <AntdScope locale={locale}>{children}</AntdScope>;
    return InAntdScope;
  });
  return scope;
}

/** Wraps a component that uses antd so it renders inside antd's scope; the scope loads alongside it. */
export async function withAntd<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, Scope] = await Promise.all([component, loadAntdScope()]);
  const Scoped = (props: P) => (
    <Scope>
      <Component {...props} />
    </Scope>
  );
  Scoped.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  return Scoped;
}
