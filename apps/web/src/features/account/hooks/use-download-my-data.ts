// 'Baixar meus dados': fetches the customer's data and saves it as
// meus-dados-fidelidade.json, with a pt-BR toast either way. An expired session is the API client's
// forced logout, which tells the customer itself.
import { privacyMessages } from '@fidelidade/domain/messages';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { saveJsonFile } from '../../../lib/save-file.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useFetchMyData } from '../api/download-my-data.ts';

export const MY_DATA_FILE = 'meus-dados-fidelidade.json';

export function useDownloadMyData() {
  const fetchMyData = useFetchMyData();
  const download = async (): Promise<void> => {
    const response = await fetchMyData.mutateAsync();
    if (response.responseCode === 401) return;
    try {
      if (!isSuccess(response) || !response.data) throw new Error(response.message);
      await saveJsonFile(MY_DATA_FILE, response.data);
      void showToast(privacyMessages.downloaded, 'sucesso', { prolonged: true });
    } catch {
      void showToast(privacyMessages.downloadFailed, 'erro', { prolonged: true });
    }
  };
  return { download, downloading: fetchMyData.isPending };
}
