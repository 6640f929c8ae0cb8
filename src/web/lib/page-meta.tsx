const SITE_NAME = 'Orion Transit & Custody';

type PageMetaProps = { title: string; description: string };

/** React 19 hoists these into <head>; each page renders one. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
