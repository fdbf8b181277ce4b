// Every screen except home is its own chunk (DESIGN "Why Ionic's web components"): the home route
// loads only what it shows, and each Ionic component a screen needs travels with that screen.
import { type ComponentType, createElement, lazy } from 'react';
import { reloadForNewBuild } from './new-build-reload.ts';
import { ScreenUnavailable } from './screen-unavailable.tsx';

/**
 * A component loaded on first render. When its chunk cannot be loaded (a deploy took it away), the
 * page loads the new build: meanwhile the component never resolves, so the page-loading indicator
 * (or, for a sheet, the page behind it) stays on screen. When reloading cannot help, it says so.
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      if (reloadForNewBuild()) return new Promise(() => undefined);
      return { default: ScreenUnavailable };
    }
  });
}

const QueryProvider = lazyComponent(() =>
  import('./query-provider.tsx').then((m) => m.QueryProvider),
);

/** A lazy screen inside TanStack Query's provider, which loads along with it. */
function screen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazyComponent(load);
  return function WithQueries(props: P) {
    return createElement(QueryProvider, null, createElement(Screen, props));
  };
}

export const LoginScreen = screen(() =>
  import('../features/auth/components/login-screen.tsx').then((m) => m.LoginScreen),
);
export const LogoutScreen = screen(() =>
  import('../features/auth/components/logout-screen.tsx').then((m) => m.LogoutScreen),
);
export const RegistrationScreen = screen(() =>
  import('../features/auth/components/registration-screen.tsx').then((m) => m.RegistrationScreen),
);
export const LoyaltyJoinPage = screen(() =>
  import('../features/auth/components/loyalty-join-page.tsx').then((m) => m.LoyaltyJoinPage),
);
export const StatementPage = screen(() =>
  import('../features/loyalty/components/statement-page.tsx').then((m) => m.StatementPage),
);
export const DetailsPage = screen(() =>
  import('../features/loyalty/components/details-page.tsx').then((m) => m.DetailsPage),
);
export const LevelsModal = screen(() =>
  import('../features/loyalty/components/levels-modal.tsx').then((m) => m.LevelsModal),
);
export const FilterModal = screen(() =>
  import('../features/loyalty/components/filter-modal.tsx').then((m) => m.FilterModal),
);
export const RecoveryStepScreen = screen(() =>
  import('../features/recovery/components/recovery-step-screen.tsx').then(
    (m) => m.RecoveryStepScreen,
  ),
);
export const ProfilePage = screen(() =>
  import('../features/account/components/profile-page.tsx').then((m) => m.ProfilePage),
);
export const MyAccountModal = screen(() =>
  import('../features/account/components/my-account-modal.tsx').then((m) => m.MyAccountModal),
);
export const EditFieldModal = screen(() =>
  import('../features/account/components/edit-field-modal.tsx').then((m) => m.EditFieldModal),
);
export const DeactivateModal = screen(() =>
  import('../features/account/components/deactivate-modal.tsx').then((m) => m.DeactivateModal),
);
export const NotificationsModal = screen(() =>
  import('../features/notifications/components/notifications-modal.tsx').then(
    (m) => m.NotificationsModal,
  ),
);
export const DocumentModal = screen(() =>
  import('../features/documents/components/document-modal.tsx').then((m) => m.DocumentModal),
);
export const RatingPage = screen(() =>
  import('../features/rating/components/rating-page.tsx').then((m) => m.RatingPage),
);
export const ContactModal = screen(() =>
  import('../features/contact/components/contact-modal.tsx').then((m) => m.ContactModal),
);
