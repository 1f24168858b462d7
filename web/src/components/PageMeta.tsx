import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const SITE_NAME = 'Nivaas';

export interface PageMetaProps {
  /** The page's own title; the site's name is added after it. */
  title: string;
  /** One or two sentences a search result or a shared link shows under the title. */
  description?: string;
  /** The picture a shared link shows (a listing's first photo). */
  image?: string | null;
  /** Pages that must not appear in search results (a 404, a missing listing). */
  noIndex?: boolean;
}

/**
 * Sets the page's title, description, canonical URL and Open Graph / Twitter card tags in
 * <head> while the page is shown, and puts back what index.html had when it goes.
 */
export function PageMeta({ title, description, image, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = window.location.origin + pathname;
    const fullTitle = `${title} | ${SITE_NAME}`;
    const previousTitle = document.title;
    document.title = fullTitle;
    const restore = [
      setHeadTag('link', 'rel', 'canonical', 'href', url),
      setHeadTag('meta', 'property', 'og:title', 'content', fullTitle),
      setHeadTag('meta', 'property', 'og:url', 'content', url),
      setHeadTag('meta', 'property', 'og:type', 'content', 'website'),
      setHeadTag('meta', 'property', 'og:site_name', 'content', SITE_NAME),
      setHeadTag('meta', 'name', 'twitter:card', 'content', image ? 'summary_large_image' : 'summary'),
      description ? setHeadTag('meta', 'name', 'description', 'content', description) : undefined,
      description ? setHeadTag('meta', 'property', 'og:description', 'content', description) : undefined,
      image ? setHeadTag('meta', 'property', 'og:image', 'content', new URL(image, window.location.origin).href) : undefined,
      noIndex ? setHeadTag('meta', 'name', 'robots', 'content', 'noindex') : undefined,
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo?.();
    };
  }, [title, description, image, noIndex, pathname]);
  return null;
}

/** Sets one attribute of a <meta>/<link> in <head>, creating it if needed; returns how to undo it. */
function setHeadTag(tag: 'meta' | 'link', keyAttribute: string, key: string, valueAttribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(`${tag}[${keyAttribute}="${key}"]`);
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
