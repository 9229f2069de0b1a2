import type { TagSeverity } from '@storefront/contracts';
import { cn } from '../../lib/cn.ts';

const SEVERITY: Record<TagSeverity, string> = {
  info: 'bg-sky-100 text-sky-800',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
};

/** A small status label coloured by its §3 severity. */
export function Tag({ severity, children }: { severity: TagSeverity; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        SEVERITY[severity],
      )}
    >
      {children}
    </span>
  );
}
