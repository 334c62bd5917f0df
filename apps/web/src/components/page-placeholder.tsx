/** A page whose content has not been built yet: its title and nothing else. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto w-full max-w-6xl p-4 md:p-8">
      <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{title}</h1>
    </section>
  );
}
