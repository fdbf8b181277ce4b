// This device's part in the customer's push notices (DESIGN decision 17): a browser's Web Push
// subscription or the native app's device token, behind one interface so a screen does not care
// which. Permission is asked only from `enable`, which a screen calls on the customer's tap.
import { isNativeApp } from '../native/platform.ts';

/** subscribed: this device now receives push; denied: the customer refused the permission;
 * unavailable: the browser or device cannot receive push. */
export type PushOutcome = 'subscribed' | 'denied' | 'unavailable';

export interface PushDevice {
  /** Asks the permission, subscribes this device and registers it with the API. */
  enable(chavePublicaPush: string): Promise<PushOutcome>;
  /** Whether this device already receives push (asks nothing: reads the permission and subscription). */
  isReceiving(): Promise<boolean>;
  /** Removes this device from the API and stops its subscription; failures are not reported. */
  disable(): Promise<void>;
}

/** The native app's device when Capacitor's runtime is there, else the browser's. Both load lazily. */
export async function pushDevice(): Promise<PushDevice> {
  if (isNativeApp()) return (await import('../native/push-notifications.ts')).nativePushDevice;
  return (await import('./web-push.ts')).webPushDevice;
}

/**
 * Logout: this device stops receiving the customer's notices before the session ends, so whoever
 * signs in next on it does not get them. Best effort: logout goes on whatever happens.
 */
export async function forgetPushDevice(): Promise<void> {
  try {
    await (await pushDevice()).disable();
  } catch {
    // Nothing to do: the session ends anyway.
  }
}
