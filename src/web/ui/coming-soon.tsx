type ComingSoonProps = { title: string; description: string };

/** A page whose content has not been built yet: its real heading and a short notice. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{description} This page is coming soon.</p>
    </section>
  );
}
