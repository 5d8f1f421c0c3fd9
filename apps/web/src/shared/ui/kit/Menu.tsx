import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';

export type MenuEntry = { key: string; label: ReactNode; icon?: ReactNode; selected?: boolean; danger?: boolean } | { divider: true; key: string };

export interface MenuButtonProps {
  /** the trigger's content and accessible name */
  children: ReactNode;
  label: string;
  items: MenuEntry[];
  onSelect: (key: string) => void;
  className?: string;
  align?: 'start' | 'end';
  'data-testid'?: string;
}

/**
 * A button that opens a menu below it (WAI-ARIA menu button): click or Enter / Space / ↓ opens it,
 * ↑ ↓ Home End move, Enter chooses, Esc or a click elsewhere closes and returns focus.
 */
export function MenuButton({ children, label, items, onSelect, className, align = 'end', 'data-testid': testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const itemsIn = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = itemsIn();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(
      Math.max(
        0,
        items.findIndex((item) => !('divider' in item) && item.selected),
      ),
    );
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // focus the first (or selected) item only when the menu opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  return (
    <span ref={wrapper} className={cx('kit-menu-button', className)}>
      <button
        ref={trigger}
        type="button"
        className="kit-btn kit-btn--text kit-menu-button__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          className={cx('kit-menu', `kit-menu--${align}`)}
          onKeyDown={(event) => {
            const all = itemsIn();
            const at = all.indexOf(document.activeElement as HTMLElement);
            if (event.key === 'ArrowDown') focusItem(at + 1);
            else if (event.key === 'ArrowUp') focusItem(at - 1);
            else if (event.key === 'Home') focusItem(0);
            else if (event.key === 'End') focusItem(-1);
            else if (event.key === 'Escape' || event.key === 'Tab') close();
            else return;
            event.preventDefault();
          }}
        >
          {items.map((item) =>
            'divider' in item ? (
              <li key={item.key} role="separator" className="kit-menu__divider" />
            ) : (
              <li
                key={item.key}
                role="menuitem"
                aria-current={item.selected || undefined}
                tabIndex={-1}
                className={cx('kit-menu__item', item.selected && 'kit-menu__item--selected', item.danger && 'kit-menu__item--danger')}
                onClick={() => choose(item.key)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(item.key);
                  }
                }}
              >
                {item.icon ? (
                  <span className="kit-menu__icon" aria-hidden>
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </li>
            ),
          )}
        </ul>
      ) : null}
    </span>
  );
}
