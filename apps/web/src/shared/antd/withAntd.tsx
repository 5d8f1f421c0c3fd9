import { type ComponentType, type ReactNode, lazy } from 'react';
import { currentLanguage } from '../i18n/language';
import { loadAntdLocale } from './antdLocale';

type Scope = ComponentType<{ children: ReactNode }>;

let scope: Promise<Scope> | undefined;

/** antd's scope (theme, page language, message holders), loaded once, the first time something needs antd. */
export function loadAntdScope(): Promise<Scope> {
  scope ??= Promise.all([import('./AntdScope'), loadAntdLocale(currentLanguage())]).then(([{ AntdScope }, locale]) => {
    const InAntdScope = ({ children }: { children: ReactNode }) => <AntdScope locale={locale}>{children}</AntdScope>;
    return InAntdScope;
  });
  return scope;
}

/** Wraps a component that uses antd so it renders inside antd's scope. */
export async function withAntd<P extends object>(Component: ComponentType<P>): Promise<ComponentType<P>> {
  const Scope = await loadAntdScope();
  const Scoped = (props: P) => (
    <Scope>
      <Component {...props} />
    </Scope>
  );
  Scoped.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  return Scoped;
}

/**
 * React.lazy for a module whose default export uses antd: the module and antd's scope load
 * together the first time the component renders (wrap it in <Suspense>).
 */
export function lazyWithAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => ({ default: await withAntd((await load()).default) }));
}
