// The app shell (ionic-react-conference-app's layout): ion-app, the split pane with the side menu and
// the routed pane, and the cookie banner. Overlays are added to ion-app, outside the view container
// Ionic hides from assistive technology while one is open. On phones the menu waits behind its button,
// so it is mounted in a task of its own after the first screen is painted: mounting its Ionic
// components with the first page made that commit the longest task of the app's start.
// Every page shows the e-mail confirmation banner under its toolbar when it concerns the customer.
import { defineCustomElement as defineApp } from '@ionic/core/components/ion-app.js';
import { defineCustomElement as defineSplitPane } from '@ionic/core/components/ion-split-pane.js';
import { SPLIT_PANE_QUERY, useMediaQuery } from '../lib/ui/media.ts';
import { useAfterFirstPaint } from '../lib/ui/after-paint.ts';
import { PageNoticeContext } from '../lib/ui/page-notice.ts';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner.tsx';
import { AppRoutes } from './app-routes.tsx';
import { EmailNotice } from './email-notice.tsx';
import { SideMenu } from './side-menu.tsx';

defineApp();
defineSplitPane();

const MAIN_ID = 'conteudo-principal';

/** Shown by every page between its toolbar and its content. */
const PAGE_NOTICE = <EmailNotice />;

export function AppShell() {
  const menuBesidePage = useMediaQuery(SPLIT_PANE_QUERY);
  const painted = useAfterFirstPaint();
  return (
    <ion-app>
      <ion-split-pane contentId={MAIN_ID} id="ion-view-container-root" when={SPLIT_PANE_QUERY}>
        {menuBesidePage || painted ? <SideMenu contentId={MAIN_ID} /> : null}
        <div className="ion-page" id={MAIN_ID}>
          <PageNoticeContext value={PAGE_NOTICE}>
            <AppRoutes />
          </PageNoticeContext>
        </div>
      </ion-split-pane>
      <CookieBanner />
    </ion-app>
  );
}
