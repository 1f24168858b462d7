import { createContext, useContext } from 'react';

/**
 * Told the HTTP status of the page the server is rendering (pages saying "not found": 404), and
 * for a redirect where to.
 */
type ReportStatus = (code: number, location?: string) => void;

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

/**
 * A page whose real address is another (/girls-pg: the largest city's girls' page): the server
 * answers with a redirect there (302: which city is largest may change). In the browser, where
 * there is no provider, the page itself replaces the address.
 */
export function PageRedirect({ to }: { to: string }) {
  useContext(PageStatusContext)?.(302, to);
  return null;
}
