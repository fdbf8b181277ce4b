import { useState } from 'react';

/** The API's message of a failed step, shown in an alert above the form. */
export function useStepError() {
  const [error, setError] = useState<string>();
  const run = async (step: () => Promise<void>) => {
    setError(undefined);
    try {
      await step();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  return { error, run };
}
