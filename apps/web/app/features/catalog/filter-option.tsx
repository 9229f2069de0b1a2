import { useId } from 'react';

type FilterOptionProps = { label: string; checked: boolean; onChange: () => void };

/** A labelled checkbox of the filters. */
export function FilterOption({ label, checked, onChange }: FilterOptionProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 py-1.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 rounded border-gray-300 accent-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-gray-700 select-none">
        {label}
      </label>
    </div>
  );
}
