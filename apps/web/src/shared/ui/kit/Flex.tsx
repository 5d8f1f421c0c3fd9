import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface FlexProps extends HTMLAttributes<HTMLElement> {
  vertical?: boolean;
  /** space between children: small 8 px, middle 12 px, large 16 px, or pixels */
  gap?: 'small' | 'middle' | 'large' | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** the element to render (div unless a list or a section reads better) */
  as?: ElementType;
  children?: ReactNode;
  'data-testid'?: string;
}

const GAPS = { small: 8, middle: 12, large: 16 } as const;

/** A row or column of children with a gap (antd's Flex and Space). */
export function Flex({ vertical, gap = 'small', align, justify, wrap, as: Element = 'div', className, style, children, ...rest }: FlexProps) {
  return (
    <Element
      {...rest}
      className={cx('kit-flex', className)}
      style={{
        flexDirection: vertical ? 'column' : undefined,
        gap: typeof gap === 'number' ? gap : GAPS[gap],
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    >
      {children}
    </Element>
  );
}
