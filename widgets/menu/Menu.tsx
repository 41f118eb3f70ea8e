/**
 * The main navigation's small-screen menu. Server markup: a "Menu" link to the same links at the foot of
 * the page (what a small screen shows without JavaScript, so the header stays one row), a "Menu" button
 * (shown instead once JavaScript runs) and the list of links. Hydrated, the button opens and closes the
 * list; choosing a link or pressing Escape closes it, and Escape returns focus to the button. At wide
 * widths CSS always shows the list and hides both controls. menu.css says which shows when.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Icon } from '../shared/Icon.tsx';
import { InterpreterSymbol } from '../shared/InterpreterSymbol.tsx';

export interface MenuLink {
  label: string;
  href: string;
  current?: 'page' | 'true';
  /** The National Interpreter Symbol beside the words (Languages). */
  symbol?: boolean;
}

export interface MenuProps {
  links: MenuLink[];
  /** Other ways in (Languages, Easy Read): after the links in the menu; on wide screens a slim line of their own. */
  access?: MenuLink[];
  listId: string;
  /** A call to action shown last in the list on small screens (the header shows its own on wide ones). */
  action?: { label: string; href: string };
  /** The control's word, and where it leads without JavaScript (the links at the foot of the page). */
  label: string;
  fallbackHref: string;
}

export function Menu({ links, access = [], listId, action, label, fallbackHref }: MenuProps) {
  useSignals();
  const open = useSignal(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open.value) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      open.value = false;
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open.value]);

  return (
    <>
      <a className="menu-link control-button" href={fallbackHref}>
        <Icon name="menu" />
        <span>{label}</span>
      </a>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button control-button"
        aria-expanded={open.value ? 'true' : 'false'}
        aria-controls={listId}
        onClick={() => {
          open.value = !open.value;
        }}
      >
        <Icon name={open.value ? 'close' : 'menu'} />
        <span>{label}</span>
      </button>
      <ul id={listId} className="site-nav__list" data-open={open.value ? 'true' : undefined}>
        {links.map((link) => (
          <li key={link.href} className="site-nav__item">
            <a
              className="site-nav__link"
              href={link.href}
              aria-current={link.current}
              onClick={() => {
                open.value = false;
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
        {access.length ? (
          <li className="site-nav__item site-nav__item--access">
            {access.map((link) => (
              <a
                key={link.href}
                className="site-nav__link site-nav__link--access"
                href={link.href}
                aria-current={link.current}
                onClick={() => {
                  open.value = false;
                }}
              >
                {link.symbol ? <InterpreterSymbol label="" size={22} className="site-nav__symbol" /> : null}
                {link.label}
              </a>
            ))}
          </li>
        ) : null}
        {action ? (
          <li className="site-nav__item site-nav__item--action">
            <a
              className="button button--primary site-nav__action"
              href={action.href}
              onClick={() => {
                open.value = false;
              }}
            >
              {action.label}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
