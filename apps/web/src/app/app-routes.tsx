// The routed area. Pages render in the main pane; a modal route renders its sheet over the page the
// customer was on (or, opened by its address, over their start page), and closing it goes back
// there. The page behind is remembered only while the customer may still see it.
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { type Location, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useIsLoggedIn } from '../lib/session-store.ts';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../lib/ui/media.ts';
import { PlainPage } from '../lib/ui/plain-page.tsx';
import { SheetDismissedContext } from '../lib/ui/sheet-modal-context.ts';
import { AccessGuard } from './access-guard.tsx';
import { PageLoading } from './page-loading.tsx';
import { UnknownPath } from './rating-link.tsx';
import { type UnavailableFrame, UnavailableFrameContext } from './screen-unavailable.tsx';
import {
  SCREEN_ROUTES,
  type ScreenRoute,
  canSee,
  opensAsModal,
  screenRouteFor,
  startPath,
} from './route-table.tsx';
import { HOME_PATH } from '../lib/paths.ts';

/**
 * A modal route's unavailable screen is a sheet like the screen it stands for, with its close control.
 * The sheet's code is a chunk of its own (it must not weigh on the home route); should that be gone
 * too, the message is a page, which still says what happened.
 */
const UnavailableSheet = lazy(() =>
  import('../lib/ui/sheet-modal.tsx').then(
    (m) => ({ default: m.SheetModal }),
    () => ({ default: PlainPage }),
  ),
);

const inUnavailableSheet: UnavailableFrame = (title, content) => (
  <UnavailableSheet title={title}>{content}</UnavailableSheet>
);

function routesFor(screens: readonly ScreenRoute[]): ReactNode[] {
  return screens.flatMap((screen) =>
    screen.paths.map((path) => (
      <Route
        key={path}
        path={path}
        element={<AccessGuard access={screen.access}>{screen.element}</AccessGuard>}
      />
    )),
  );
}

function pathOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return location.pathname + location.search;
}

export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const screen = screenRouteFor(location.pathname);
  const isModal = screen !== undefined && opensAsModal(screen, wide);
  const isVisiblePage = screen !== undefined && !isModal && canSee(screen, loggedIn);

  // Derived state kept across renders (React's documented pattern): the last page shown.
  const [lastPage, setLastPage] = useState<Location | null>(isVisiblePage ? location : null);
  if (isVisiblePage && lastPage !== location) setLastPage(location);
  const lastPageRoute = lastPage ? screenRouteFor(lastPage.pathname) : undefined;
  const behind =
    lastPage && lastPageRoute && canSee(lastPageRoute, loggedIn)
      ? lastPage
      : { ...location, pathname: startPath(loggedIn), search: '', hash: '' };
  const pageLocation = isModal ? behind : location;

  const pages = SCREEN_ROUTES.filter((route) => !opensAsModal(route, wide));
  const modals = SCREEN_ROUTES.filter((route) => opensAsModal(route, wide));
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Routes location={pageLocation}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {routesFor(pages)}
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </Suspense>
      {isModal ? (
        <SheetDismissedContext
          value={() => {
            void navigate(pathOf(behind), { replace: true });
          }}
        >
          <UnavailableFrameContext value={inUnavailableSheet}>
            <Suspense fallback={null}>
              <Routes>{routesFor(modals)}</Routes>
            </Suspense>
          </UnavailableFrameContext>
        </SheetDismissedContext>
      ) : null}
    </>
  );
}
