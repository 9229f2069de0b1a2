import { cn } from '../../lib/cn.ts';

type AuthCardProps = {
  title: string;
  intro?: React.ReactNode;
  /** Register's many fields get two columns from 600 px; the other forms stay 22.5rem wide. */
  wide?: boolean;
  children: React.ReactNode;
};

/** The frame of the sign-in, register and password pages. */
export function AuthCard({ title, intro, wide, children }: AuthCardProps) {
  return (
    <section
      className={cn(
        'mx-auto w-full rounded-2xl bg-white nav:my-6 nav:p-8 nav:shadow-sm nav:ring-1 nav:ring-gray-950/10',
        wide ? 'max-w-2xl' : 'max-w-[calc(var(--container-form)+4rem)]',
      )}
    >
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 first-letter:uppercase">
        {title}
      </h1>
      {intro ? <div className="mt-2 text-sm text-gray-600">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
