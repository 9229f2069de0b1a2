import { useId } from 'react';

/** A console page's title, a line of what it is for, and its actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A white card grouping one part of a console form or page. */
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
