// The offline state: while the device has no connection a bar says so in pt-BR over the app,
// so a customer who opens the installed app offline sees the shell and this message, not a browser
// error. Plain DOM, outside React, so it works whatever screen is in front.
import { appMessages } from '@fidelidade/domain/messages';
import './offline-status.css';

export function showOfflineStatus(): void {
  const bar = document.createElement('div');
  bar.className = 'offline-status';
  bar.setAttribute('role', 'status');
  bar.textContent = appMessages.offline;
  const update = () => {
    bar.hidden = navigator.onLine;
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  document.body.append(bar);
}
