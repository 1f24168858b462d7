import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headTags, pageTitle, type HeadTag, type PageMeta as PageHead } from '../../../shared/domain/page-meta';
import { useReportPageHead } from '../public-pages/page-head';
import { runtimeConfig } from '../config';

export interface PageMetaProps {
  /** The page's own title; the site's name is added after it. */
  title: string;
  /** One or two sentences a search result or a shared link shows under the title. */
  description?: string;
  /** The picture a shared link shows (a listing's first photo); a path or a URL. */
  image?: string | null;
  /** Pages that must not appear in search results (a 404, a missing listing). */
  noIndex?: boolean;
  /** schema.org data about what the page shows, given the page's canonical URL and image URL. */
  structuredData?: (url: string, imageUrl?: string) => Record<string, unknown>;
  /** The page's one address, when it is opened by others too (a post by its slug); else its path. */
  canonicalPath?: string;
  /**
   * The page's largest image (a listing's first photo, a post's cover), which the server's HTML
   * asks for from its head, before any script runs. The browser has it by then: not set there.
   */
  preloadImage?: PageHead['preloadImage'];
}

/**
 * Sets the page's title and the head tags of shared/domain/page-meta.ts while the page is shown,
 * and puts back what was there before when the page goes. Rendered on the server, it tells the
 * server the same tags (and the image to preload), which it writes into the HTML it sends: the
 * head of a rendered page comes from its own render, with the data the page itself read.
 */
export function PageMeta({ title, description, image, noIndex = false, structuredData, canonicalPath, preloadImage }: PageMetaProps) {
  const { pathname } = useLocation();
  // The site's public address, the same on the server and in the browser.
  const { siteUrl } = runtimeConfig();
  const url = siteUrl + (canonicalPath ?? pathname);
  const imageUrl = image ? new URL(image, `${siteUrl}/`).href : undefined;
  const data = structuredData?.(url, imageUrl);
  useReportPageHead({ title, description, imageUrl, url, noIndex, structuredData: data, preloadImage });
  // As text, so a page that builds its data afresh on every render does not rewrite the tags.
  const jsonLd = data ? JSON.stringify(data) : undefined;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle(title);
    const restore = headTags({ title, description, imageUrl, url, noIndex }).map(setHeadTag);
    if (jsonLd) restore.push(setStructuredData(jsonLd));
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description, imageUrl, url, noIndex, jsonLd]);
  return null;
}

/** Writes one head tag, creating it if needed; returns how to undo it. */
function setHeadTag({ tag, keyAttribute, key, valueAttribute, value }: HeadTag): () => void {
  const existing = document.head.querySelector(`${tag}[${keyAttribute}="${key}"]`);
  const element = existing ?? document.createElement(tag);
  const previous = existing?.getAttribute(valueAttribute) ?? null;
  if (!existing) {
    element.setAttribute(keyAttribute, key);
    document.head.append(element);
  }
  element.setAttribute(valueAttribute, value);
  return () => {
    if (previous === null) element.remove();
    else element.setAttribute(valueAttribute, previous);
  };
}

/** The page's JSON-LD; replaces one the gateway wrote into the served page. */
function setStructuredData(json: string): () => void {
  document.head.querySelector('script[type="application/ld+json"][data-page]')?.remove();
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.page = '';
  script.textContent = json;
  document.head.append(script);
  return () => script.remove();
}
