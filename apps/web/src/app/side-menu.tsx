// The side menu: beside the page on wide screens (ion-split-pane), behind the menu button on phones.
// Entries are plain links in a list (cheaper than ion-item on the home route, and a real list for
// screen readers); a click goes through the router, and ion-menu-toggle closes the menu on phones.
import { defineCustomElement as defineMenu } from '@ionic/core/components/ion-menu.js';
import { defineCustomElement as defineMenuToggle } from '@ionic/core/components/ion-menu-toggle.js';
import { useLocation } from 'react-router';
import { useUsuario } from '../lib/session-store.ts';
import { useRouterLink } from '../lib/ui/link.ts';
import { CUSTOMER_MENU, VISITOR_MENU } from './menu-items.ts';

defineMenu();
defineMenuToggle();

export function SideMenu({ contentId }: { contentId: string }) {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const link = useRouterLink();
  const items = usuario ? CUSTOMER_MENU : VISITOR_MENU;
  return (
    <ion-menu contentId={contentId} type="overlay" aria-label="Menu principal">
      <ion-content>
        <div className="menu-brand">
          <p className="menu-brand-name">Fidelidade</p>
          <p className="menu-brand-greeting">
            {usuario ? `Olá, ${usuario.nome.split(' ')[0] ?? ''}` : 'Cashback em todas as compras'}
          </p>
        </div>
        <ul className="menu-list">
          {items.map((item) => {
            const current = pathname.toLowerCase() === item.to;
            return (
              <li key={item.to}>
                <ion-menu-toggle autoHide={false}>
                  <a
                    {...link(item.to)}
                    className="menu-link"
                    aria-current={current ? 'page' : undefined}
                  >
                    {/* ion-icon comes defined with ion-menu-button, which every page shows. */}
                    <ion-icon icon={item.icon} aria-hidden="true" />
                    <span>{item.label}</span>
                  </a>
                </ion-menu-toggle>
              </li>
            );
          })}
        </ul>
      </ion-content>
    </ion-menu>
  );
}
