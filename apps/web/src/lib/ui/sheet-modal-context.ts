// What happens once a route's sheet modal has closed: the app shell provides it (going back to the
// page behind the modal), so feature screens only say when to close.
import { createContext, useContext } from 'react';

export const SheetDismissedContext = createContext<() => void>(() => undefined);

export function useSheetDismissed(): () => void {
  return useContext(SheetDismissedContext);
}

/** Closes the sheet the calling component sits in, with Ionic's animation. */
export const CloseSheetContext = createContext<() => void>(() => undefined);

export function useCloseSheet(): () => void {
  return useContext(CloseSheetContext);
}
