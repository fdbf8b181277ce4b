// A small wrapper over ion-alert for the app's questions and notices (e.g. the forced-logout alert of
// spec point 4). Resolves with the role of the button pressed, or 'backdrop' / 'cancel'.
import { presentOverlay } from './ui/overlay.ts';

export interface AlertButtonSpec {
  text: string;
  role?: 'cancel' | 'destructive' | 'confirm';
}

export interface AlertSpec {
  header: string;
  message: string;
  buttons?: AlertButtonSpec[];
  /** Whether a tap outside closes the alert. Notices that must be read set false. */
  backdropDismiss?: boolean;
}

export async function showAlert(spec: AlertSpec): Promise<string | undefined> {
  const alert = await presentOverlay(
    'ion-alert',
    () => import('@ionic/core/components/ion-alert.js'),
    {
      header: spec.header,
      message: spec.message,
      buttons: spec.buttons ?? [{ text: 'OK', role: 'confirm' }],
      backdropDismiss: spec.backdropDismiss ?? true,
    },
  );
  const { role } = await alert.onDidDismiss();
  return role;
}
