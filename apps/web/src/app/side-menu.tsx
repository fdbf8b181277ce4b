// The side menu: beside the page on wide screens (ion-split-pane), behind the menu button on phones.
// ion-menu is its only Ionic component: the entries are plain links in a list (a real list for screen
// readers), the icons inline SVG and the scrolling a plain element, because the menu is mounted on
// every route's first screen and each component there lengthens the app's start. A click
// goes through the router and closes the menu on phones. The count of unread notices is a lazy
// addition: it needs the API and TanStack Query, which a visitor's first screen does without.
import { menuController } from '@ionic/core/components';
import { defineCustomElement as defineMenu } from '@ionic/core/components/ion-menu.js';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCliente } from '../lib/session-store.ts';
import { useRouterLink } from '../lib/ui/link.ts';
import { svgOfDataUrl } from '../lib/ui/svg-data-url.ts';
import { UnreadBadge } from './lazy-screens.ts';
import { CUSTOMER_MENU, VISITOR_MENU } from './menu-items.ts';

defineMenu();

export function SideMenu({ contentId }: { contentId: string }) {
  const cliente = useCliente();
  const { pathname } = useLocation();
  const link = useRouterLink();
  const items = cliente ? CUSTOMER_MENU : VISITOR_MENU;
  return (
    <ion-menu contentId={contentId} type="overlay" aria-label="Menu principal">
      <div className="menu-scroll">
        <div className="menu-brand">
          <p className="menu-brand-name">Fidelidade</p>
          <p className="menu-brand-greeting">
            {cliente ? `Olá, ${cliente.nome.split(' ')[0] ?? ''}` : 'Cashback em todas as compras'}
          </p>
        </div>
        <ul className="menu-list">
          {items.map((item) => {
            const current = pathname.toLowerCase() === item.to;
            const target = link(item.to);
            return (
              <li key={item.to}>
                <a
                  href={target.href}
                  onClick={(event) => {
                    target.onClick(event);
                    // Beside the page (split pane) the menu is not open, and closing does nothing.
                    void menuController.close();
                  }}
                  className="menu-link"
                  aria-current={current ? 'page' : undefined}
                >
                  <span
                    className="menu-icon"
                    aria-hidden="true"
                    // The icon's own SVG from the ionicons package, as ion-icon would insert it.
                    dangerouslySetInnerHTML={{ __html: svgOfDataUrl(item.icon) }}
                  />
                  <span>
                    {item.label}
                    {item.unreadNotices ? (
                      <Suspense fallback={null}>
                        <UnreadBadge />
                      </Suspense>
                    ) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </ion-menu>
  );
}
