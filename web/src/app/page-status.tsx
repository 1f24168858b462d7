import { createContext, useContext } from 'react';

/** Told the HTTP status of the page the server is rendering (pages saying "not found": 404). */
type ReportStatus = (code: number) => void;

const PageStatusContext = createContext<ReportStatus | null>(null);
export const PageStatusProvider = PageStatusContext.Provider;

/**
 * Called while rendering a page that answers with another status than 200 (the 404 page), so the
 * server sends that status with the HTML. Does nothing in the browser, where there is no provider.
 */
export function usePageStatus(code: number) {
  useContext(PageStatusContext)?.(code);
}

/** The status of a page whose screen is decided below its route (a listing or post that is not there: 404). */
export function PageStatus({ code }: { code: number }) {
  usePageStatus(code);
  return null;
}
