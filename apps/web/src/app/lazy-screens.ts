// Every screen except home is its own chunk (DESIGN "Why Ionic's web components"): the home route
// loads only what it shows, and each Ionic component a screen needs travels with that screen.
import { type ComponentType, createElement, lazy } from 'react';
import { loadedAfterReload, reloadForNewBuild } from '../lib/new-build-reload.ts';
import { ScreenUnavailable } from './screen-unavailable.tsx';

/**
 * A component loaded on first render, named for the reload's mark (new-build-reload.ts). When its
 * chunk cannot be loaded (a deploy took it away), the page loads the new build: meanwhile the
 * component never resolves, so the page-loading indicator (or, for a sheet, the page behind it) stays
 * on screen. When reloading cannot help, it says so.
 */
function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    let component: ComponentType<P>;
    try {
      component = await load();
    } catch {
      if (reloadForNewBuild(name)) return new Promise(() => undefined);
      return { default: ScreenUnavailable };
    }
    loadedAfterReload(name);
    return { default: component };
  });
}

/** A component inside TanStack Query's provider, which loads along with it: the two are one load. */
function withQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [{ QueryProvider }, Screen] = await Promise.all([import('./query-provider.tsx'), load()]);
    return function WithQueries(props: P) {
      return createElement(QueryProvider, null, createElement(Screen, props));
    };
  };
}

/**
 * A lazy screen inside TanStack Query's provider, loaded under the screen's name, so the reload's
 * mark goes only once the whole screen has come.
 */
function screen<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyComponent(name, withQueries(load));
}

function Nothing() {
  return null;
}

/**
 * A lazy addition to the screens (a banner) inside TanStack Query's provider. When its chunk cannot be
 * loaded it is left out: the screen it sits on works without it, and the page is not reloaded under
 * the customer for it.
 */
function addition<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => ({
    default: await withQueries(load)().catch(() => Nothing),
  }));
}

export const LoginScreen = screen('login-screen', () =>
  import('../features/auth/components/login-screen.tsx').then((m) => m.LoginScreen),
);
export const LogoutScreen = screen('logout-screen', () =>
  import('../features/auth/components/logout-screen.tsx').then((m) => m.LogoutScreen),
);
export const RegistrationScreen = screen('registration-screen', () =>
  import('../features/auth/components/registration-screen.tsx').then((m) => m.RegistrationScreen),
);
export const LoyaltyJoinPage = screen('loyalty-join-page', () =>
  import('../features/auth/components/loyalty-join-page.tsx').then((m) => m.LoyaltyJoinPage),
);
export const StatementPage = screen('statement-page', () =>
  import('../features/loyalty/components/statement-page.tsx').then((m) => m.StatementPage),
);
export const DetailsPage = screen('details-page', () =>
  import('../features/loyalty/components/details-page.tsx').then((m) => m.DetailsPage),
);
export const LevelsModal = screen('levels-modal', () =>
  import('../features/loyalty/components/levels-modal.tsx').then((m) => m.LevelsModal),
);
export const FilterModal = screen('filter-modal', () =>
  import('../features/loyalty/components/filter-modal.tsx').then((m) => m.FilterModal),
);
export const RecoveryStepScreen = screen('recovery-step-screen', () =>
  import('../features/recovery/components/recovery-step-screen.tsx').then(
    (m) => m.RecoveryStepScreen,
  ),
);
export const ProfilePage = screen('profile-page', () =>
  import('../features/account/components/profile-page.tsx').then((m) => m.ProfilePage),
);
export const MyAccountModal = screen('my-account-modal', () =>
  import('../features/account/components/my-account-modal.tsx').then((m) => m.MyAccountModal),
);
export const EditFieldModal = screen('edit-field-modal', () =>
  import('../features/account/components/edit-field-modal.tsx').then((m) => m.EditFieldModal),
);
export const DeactivateModal = screen('deactivate-modal', () =>
  import('../features/account/components/deactivate-modal.tsx').then((m) => m.DeactivateModal),
);
export const NotificationsModal = screen('notifications-modal', () =>
  import('../features/notifications/components/notifications-modal.tsx').then(
    (m) => m.NotificationsModal,
  ),
);
export const DocumentModal = screen('document-modal', () =>
  import('../features/documents/components/document-modal.tsx').then((m) => m.DocumentModal),
);
export const RatingPage = screen('rating-page', () =>
  import('../features/rating/components/rating-page.tsx').then((m) => m.RatingPage),
);
export const ContactModal = screen('contact-modal', () =>
  import('../features/contact/components/contact-modal.tsx').then((m) => m.ContactModal),
);
export const ConfirmContactSheet = screen('confirm-contact-sheet', () =>
  import('../features/contact-points/components/confirm-contact-sheet.tsx').then(
    (m) => m.ConfirmContactSheet,
  ),
);
export const ContactCodeForm = screen('contact-code-form', () =>
  import('../features/contact-points/components/contact-code-form.tsx').then(
    (m) => m.ContactCodeForm,
  ),
);
export const EmailBanner = addition(() =>
  import('../features/contact-points/components/email-banner.tsx').then((m) => m.EmailBanner),
);
export const NoticesPage = screen('notices-page', () =>
  import('../features/notices/components/notices-page.tsx').then((m) => m.NoticesPage),
);
export const UnreadBadge = addition(() =>
  import('../features/notices/components/unread-badge.tsx').then((m) => m.UnreadBadge),
);
export const ClaimScreen = screen('claim-screen', () =>
  import('../features/claims/components/claim-screen.tsx').then((m) => m.ClaimScreen),
);
