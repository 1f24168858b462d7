import { createContext, useContext } from 'react';
import type { PageMeta } from '../../../shared/domain/page-meta';

/** Told the head tags of the page the server is rendering (its title, description, canonical, JSON-LD). */
type ReportPageHead = (meta: PageMeta) => void;

const PageHeadContext = createContext<ReportPageHead | null>(null);
export const PageHeadProvider = PageHeadContext.Provider;

/**
 * Called while rendering a page's head tags, so the server writes them into the HTML it sends
 * (crawlers and link previews run no JavaScript). Does nothing in the browser, where there is no
 * provider and the page sets its tags itself.
 */
export function useReportPageHead(meta: PageMeta) {
  useContext(PageHeadContext)?.(meta);
}
