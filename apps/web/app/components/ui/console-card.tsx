import { useId } from 'react';

/** A white card grouping one part of a console form or page (every console feature uses it). */
export function ConsoleCard({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6"
    >
      {title ? (
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
      ) : null}
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className={title || description ? 'mt-4' : undefined}>{children}</div>
    </section>
  );
}
