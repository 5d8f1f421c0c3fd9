import type { CSSProperties } from 'react';
import './sidewaysScroll.css';

/**
 * Props that let an antd Table scroll sideways on a narrow screen with CSS alone: the table keeps at
 * least `minWidth` pixels (or its content's width) and its box scrolls. antd's `scroll={{ x }}` does
 * the same but also mounts a measuring row whose every cell reads its width as the table mounts (a
 * forced layout) and then renders the table again with the widths: on the wallet page, with two
 * tables, that was a fifth of the blocking time. Not for tables with fixed columns, which need
 * antd's measured widths.
 */
export function sidewaysScroll(minWidth: number | 'max-content'): { className: string; style: CSSProperties } {
  return {
    className: 'table-sideways',
    style: { '--table-min-width': typeof minWidth === 'number' ? `${minWidth}px` : minWidth } as CSSProperties,
  };
}
