// 'Baixar meus dados' in My account (LGPD art. 18): a spinner in the button while the data
// loads; screen readers hear that it is busy (aria-busy spelled out, as in SubmitButton). It stays
// enabled, so keyboard focus is not lost, and ignores presses until the file is saved.
import { privacyMessages } from '@fidelidade/domain/messages';
import { defineCustomElement as defineSpinner } from '@ionic/core/components/ion-spinner.js';
import { useDownloadMyData } from '../hooks/use-download-my-data.ts';

defineSpinner();

export function DownloadDataButton() {
  const { download, downloading } = useDownloadMyData();
  return (
    <ion-button
      fill="outline"
      aria-busy={downloading ? 'true' : 'false'}
      onClick={() => {
        if (!downloading) void download();
      }}
    >
      {downloading ? (
        <>
          <ion-spinner name="crescent" aria-hidden="true" />
          <span className="visually-hidden">{privacyMessages.downloading}</span>
        </>
      ) : (
        privacyMessages.downloadLabel
      )}
    </ion-button>
  );
}
