// Toasts of spec points 8 and 9: three types, shown at the top, 1500 ms or prolonged 5500 ms.
import { presentOverlay } from './ui/overlay.ts';

export type ToastType = 'sucesso' | 'erro' | 'toast';

export const TOAST_DURATION_MS = 1500;
export const PROLONGED_TOAST_DURATION_MS = 5500;

const COLORS: Record<ToastType, string> = {
  sucesso: 'success',
  erro: 'danger',
  toast: 'dark',
};

export interface ToastOptions {
  /** Keeps the toast for 5500 ms instead of 1500 ms, for texts that need reading time. */
  prolonged?: boolean;
}

let current: HTMLIonToastElement | null = null;

/** Shows one toast at a time: a new message replaces the one on screen. */
export async function showToast(
  message: string,
  type: ToastType = 'toast',
  options: ToastOptions = {},
): Promise<void> {
  const previous = current;
  current = null;
  if (previous) void previous.dismiss();
  const toast = await presentOverlay(
    'ion-toast',
    () => import('@ionic/core/components/ion-toast.js'),
    {
      message,
      color: COLORS[type],
      position: 'top',
      duration: options.prolonged ? PROLONGED_TOAST_DURATION_MS : TOAST_DURATION_MS,
      swipeGesture: 'vertical',
    },
  );
  current = toast;
  toast.addEventListener('didDismiss', () => {
    if (current === toast) current = null;
  });
}
