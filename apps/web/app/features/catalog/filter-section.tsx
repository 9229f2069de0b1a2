import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** One panel of the filters accordion: a heading button that opens and closes it in 400 ms. */
export function FilterSection({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div className="border-b border-gray-200 py-3">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((was) => !was)}
          className="flex w-full items-center justify-between rounded-md py-2 text-left text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {title}
          <ChevronDownIcon
            className={cn(
              'size-5 text-gray-500 transition-transform duration-400',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        inert={!open}
        className={cn(
          // Visibility flips once the rows have closed, so the panel hides after its animation.
          'grid transition-[grid-template-rows,visibility] duration-400 ease-in-out',
          open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]',
        )}
      >
        <div className="overflow-hidden">
          <div className="pt-1 pb-2">{children}</div>
        </div>
      </div>
    </div>
  );
}
