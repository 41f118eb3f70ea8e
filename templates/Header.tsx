/**
 * The top of every page: the "Need help now?" strip, then the header. On phones and tablets the header is
 * one row (brand, the office call button, the menu control) with or without JavaScript, and "Submit a
 * referral" sits in the menu; on wide screens it is brand, navigation, the office number with its hours,
 * and the referral button. Its size never depends on its script (no shift as the menu's code loads).
 */
import { keepTogether } from '../generator/text.ts';
import { Menu, type MenuLink } from '../widgets/menu/Menu.tsx';
import { HelpNow } from './components/HelpNow.tsx';
import { Icon } from '../widgets/shared/Icon.tsx';
import { Island } from './components/Island.tsx';
import { LogoMark } from './components/Logo.tsx';
import { useRender } from './context.ts';
import { ACCESS_NAV, FOOTER_NAV_ID, MAIN_NAV, REFERRAL_LINK, accessCurrent, currentState } from './navigation.ts';

/** Below this width the navigation collapses into the menu button. Keep in step with header.css and menu.css. */
export const MENU_MEDIA_QUERY = '(max-width: 79.99rem)';

export function Header() {
  const { site, page } = useRender();
  const links: MenuLink[] = MAIN_NAV.map((item) => {
    const current = currentState(item, page.path, page.section);
    return { label: item.label, href: item.href, ...(current ? { current } : {}) };
  });
  const access: MenuLink[] = ACCESS_NAV.map((item) => {
    const current = accessCurrent(item.href, page.path);
    return { label: item.label, href: item.href, ...(current ? { current } : {}), ...(item.symbol ? { symbol: true } : {}) };
  });
  // Beside crisis content there is no "Submit a referral" in the header or its menu (as Beyond Blue and
  // Head to Health do): the page offers help, not our services.
  const quiet = page.crisisContent === true;
  const menuProps = { links, access, listId: 'site-nav-list', label: 'Menu', fallbackHref: `#${FOOTER_NAV_ID}`, ...(quiet ? {} : { action: { ...REFERRAL_LINK } }) };
  return (
    <>
      <HelpNow />
      <header className="site-header">
        <div className="container site-header__bar">
          <a className="brand" href="/">
            <LogoMark />
            <span className="brand__name">{site.name}</span>
            <span className="visually-hidden">, home page</span>
          </a>
          <nav id="site-navigation" className="site-nav" aria-label="Main" tabIndex={-1}>
            <Island name="menu" load={{ on: 'media', query: MENU_MEDIA_QUERY }} props={menuProps} spinner={false}>
              <Menu {...menuProps} />
            </Island>
          </nav>
          <div className="site-header__actions">
            <a className="tel header-phone" href={site.phoneHref}>
              <Icon name="phone" />
              <span className="header-phone__text">
                <span className="header-phone__line">
                  <span className="header-phone__what">Office</span> <span className="header-phone__number nowrap">{keepTogether(site.phone)}</span>
                </span>
                <span className="header-phone__hours">
                  <span className="visually-hidden">, answered </span>
                  {site.hours}
                </span>
              </span>
            </a>
            {quiet ? null : (
              <a className="button button--primary header-referral" href={REFERRAL_LINK.href}>
                {REFERRAL_LINK.label}
              </a>
            )}
          </div>
        </div>
      </header>
    </>
  );
}
