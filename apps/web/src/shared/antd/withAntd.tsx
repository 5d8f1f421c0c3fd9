import type { ComponentType, ReactNode } from 'react';
import { currentLanguage } from '../i18n/language';
import { loadAntdLocale } from './antdLocale';

type Scope = ComponentType<{ children: ReactNode }>;

let scope: Promise<Scope> | undefined;

/** antd's scope (theme, page language, message holders), loaded once, the first time something needs antd. */
function loadAntdScope(): Promise<Scope> {
  scope ??= Promise.all([import('./AntdScope'), loadAntdLocale(currentLanguage())]).then(([{ AntdScope }, locale]) => {
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
