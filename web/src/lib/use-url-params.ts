import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's query string, and a change of some of its keys (null removes one). Each change is
 * made on the latest address, not on the one last rendered: react-router hands setSearchParams'
 * updater the params of the last render, so two changes in a row (two filters chosen quickly)
 * would otherwise keep only the second.
 */
export function useUrlParams(): [URLSearchParams, (change: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (keys: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(keys)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return [params, change];
}
