import { useState } from 'react';
import { apiDownload, messageOf } from '../../lib/api-client';
import { strings } from '../../strings';
import { Button } from './button';

/** Downloads an export (CSV) from the API with the operator's session; says why when it fails. */
export function DownloadButton({
  path,
  fallbackName,
  label = strings.common.downloadCsv,
}: {
  path: string;
  fallbackName: string;
  label?: string;
}) {
  const [state, setState] = useState<{ isBusy: boolean; error: string | null }>({
    isBusy: false,
    error: null,
  });
  const handleClick = async () => {
    setState({ isBusy: true, error: null });
    try {
      await apiDownload(path, fallbackName);
      setState({ isBusy: false, error: null });
    } catch (error) {
      setState({ isBusy: false, error: messageOf(error) });
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button variant="secondary" disabled={state.isBusy} onClick={() => void handleClick()}>
        {state.isBusy ? strings.common.preparing : label}
      </Button>
      {state.error ? (
        <span role="alert" className="text-xs text-rose-400">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
