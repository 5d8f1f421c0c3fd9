/**
 * Icons for the storefront's first pages without antd's icon runtime (about 3 KB gzipped on every
 * first view, issue 17): the same drawings (@ant-design/icons-svg) and the same markup
 * (`span.anticon[role=img]` around a 1em `svg`), so they look and read exactly like antd's icons
 * on the account pages. The `.anticon` styles are in styles/global.css. One module per icon, imported by its own
 * path (there is no index): through an index, the bundler put every icon any page shows into one chunk that every
 * page loaded (11.2 KB gzipped, docs/decisions.md "The shell imports the kit one module at a time").
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { type ComponentPropsWithRef, type ReactElement, createElement } from 'react';

export type KitIconProps = Omit<ComponentPropsWithRef<'span'>, 'children'>;

const attributeName = (name: string) => (name === 'class' ? 'className' : name.replace(/-(.)/g, (_match, letter: string) => letter.toUpperCase()));

function draw(node: AbstractNode, key: string, extra?: Record<string, string>): ReactElement {
  const attributes = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [attributeName(name), value]));
  return createElement(
    node.tag,
    { key, ...attributes, ...extra },
    node.children?.map((child, index) => draw(child, `${key}-${index}`)),
  );
}

export function kitIcon({ icon, name }: IconDefinition) {
  // outlined and filled drawings are trees; only two-tone ones are functions (not used here)
  const svg = draw(typeof icon === 'function' ? icon('currentColor', 'currentColor') : icon, name, {
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  const KitIcon = ({ className, ...rest }: KitIconProps) => (
    <span role="img" aria-label={name} {...rest} className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}>
      {svg}
    </span>
  );
  KitIcon.displayName = `KitIcon(${name})`;
  return KitIcon;
}
