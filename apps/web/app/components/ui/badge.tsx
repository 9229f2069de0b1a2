import { cn } from '../../lib/cn.ts';

/** A state as a small pill; the colours (`bg-… text-…`) come from the caller's states. */
export function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}
