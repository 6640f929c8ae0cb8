import { createContext, useContext, useLayoutEffect } from 'react';

const SITE_NAME = 'Orion Transit & Custody';

type PageMetaProps = { title: string; description: string };

/**
 * Where the build's prerender (src/web/prerender.tsx) collects the title and description of the
 * page it draws, for the <head> it writes: layout effects never run there.
 */
export const PageMetaSink = createContext<((meta: PageMetaProps) => void) | undefined>(undefined);

/** The page's title and description in <head>, while the page is shown; each page renders one. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  useContext(PageMetaSink)?.({ title: fullTitle, description });
  useLayoutEffect(() => {
    document.title = fullTitle;
    const meta = descriptionMeta();
    meta.content = description;
    return () => {
      // A page shown without a PageMeta of its own goes back to index.html's plain site name; a
      // page that has already put its own title in place keeps it.
      if (document.title === fullTitle) document.title = SITE_NAME;
      if (meta.content === description) meta.remove();
    };
  }, [fullTitle, description]);
  return null;
}

function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}
