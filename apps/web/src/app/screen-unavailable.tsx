// What a screen shows when its code could not be loaded even after the page loaded again
// (lib/new-build-reload.ts): it says so and lets the customer try again, never an empty screen. A
// page says it as a page; a sheet modal's route says it in a sheet with its close control (the
// modal branch of app-routes.tsx provides that frame), over the page behind.
// It travels with the app shell, so it needs no chunk of its own.
import { appMessages } from '@fidelidade/domain/messages';
import { type ReactNode, createContext, useContext } from 'react';
import { FailedState } from '../lib/ui/failed-state.tsx';
import { PlainPage } from '../lib/ui/plain-page.tsx';

/** Draws the message, under its title, in what the screen would have been drawn in. */
export type UnavailableFrame = (title: string, content: ReactNode) => ReactNode;

/** A page, unless the route is a sheet modal. */
export const UnavailableFrameContext = createContext<UnavailableFrame>((title, content) => (
  <PlainPage title={title}>{content}</PlainPage>
));

function tryAgain(): void {
  // The reload's mark stays: this reload fetches the newest build already, so when the screen fails
  // again an automatic one would only load the same build a second time. The message comes back
  // after this one load, and the mark goes once the screen loads.
  window.location.reload();
}

export function ScreenUnavailable() {
  const frame = useContext(UnavailableFrameContext);
  return frame(
    appMessages.screenUnavailableTitle,
    <FailedState message={appMessages.screenUnavailableText} onRetry={tryAgain} />,
  );
}
