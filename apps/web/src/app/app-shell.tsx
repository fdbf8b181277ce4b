// The app shell (ionic-react-conference-app's layout): ion-app, the split pane with the side menu and
// the routed pane, and the cookie banner. Overlays are added to ion-app, outside the view container
// Ionic hides from assistive technology while one is open.
import { defineCustomElement as defineApp } from '@ionic/core/components/ion-app.js';
import { defineCustomElement as defineSplitPane } from '@ionic/core/components/ion-split-pane.js';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner.tsx';
import { AppRoutes } from './app-routes.tsx';
import { SideMenu } from './side-menu.tsx';

defineApp();
defineSplitPane();

const MAIN_ID = 'conteudo-principal';

export function AppShell() {
  return (
    <ion-app>
      <ion-split-pane contentId={MAIN_ID} id="ion-view-container-root" when="lg">
        <SideMenu contentId={MAIN_ID} />
        <div className="ion-page" id={MAIN_ID}>
          <AppRoutes />
        </div>
      </ion-split-pane>
      <CookieBanner />
    </ion-app>
  );
}
