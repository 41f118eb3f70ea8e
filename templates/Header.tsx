/** The site header: brand, phone, the referral button and the main navigation (the menu island). */
import { Menu, type MenuLink } from '../widgets/menu/Menu.tsx';
import { Island } from './components/Island.tsx';
import { LogoMark } from './components/Logo.tsx';
import { PhoneLink } from './components/PhoneLink.tsx';
import { useRender } from './context.ts';
import { MAIN_NAV, currentState } from './navigation.ts';

/** Below this width the navigation collapses into the menu button. Keep in step with header.css. */
export const MENU_MEDIA_QUERY = '(max-width: 47.99rem)';

export function Header() {
  const { site, page } = useRender();
  const links: MenuLink[] = MAIN_NAV.map((item) => {
    const current = currentState(item, page.path, page.section);
    return { label: item.label, href: item.href, ...(current ? { current } : {}) };
  });
  const menuProps = { links, listId: 'site-nav-list' };
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="brand" href="/">
          <LogoMark />
          <span className="brand__name">{site.name}</span>
          <span className="visually-hidden">, home page</span>
        </a>
        <nav id="site-navigation" className="site-nav" aria-label="Main" tabIndex={-1}>
          <Island name="menu" load={{ on: 'media', query: MENU_MEDIA_QUERY }} props={menuProps}>
            <Menu {...menuProps} />
          </Island>
        </nav>
        <div className="site-header__actions">
          <PhoneLink className="button button--ghost header-phone" number={site.phone} href={site.phoneHref} label="Call" icon />
          <a className="button button--primary header-referral" href="/referral/">
            Submit a referral
          </a>
        </div>
      </div>
    </header>
  );
}
