import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A form's save bar, stuck to the bottom of the window while the form is longer than it; dark
 * while there are unsaved changes. `status` is announced politely.
 */
export function SaveBar({
  dirty,
  saving,
  status,
  saveLabel,
  discardLabel,
  onDiscard,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  status: string;
  saveLabel: string;
  discardLabel: string;
  onDiscard: () => void;
  /** For a form's submit button leave it out. */
  onSave?: () => void;
}) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t px-4 py-3 sm:-mx-6 sm:px-6',
        dirty ? 'border-gray-700 bg-gray-900 text-white' : 'border-gray-200 bg-white text-gray-700',
      )}
    >
      <p role="status" className="mr-auto basis-full text-sm sm:basis-auto">
        {status}
      </p>
      <Button
        variant="outline"
        disabled={!dirty || saving}
        onClick={onDiscard}
        className="text-gray-900"
      >
        {discardLabel}
      </Button>
      <Button
        type={onSave ? 'button' : 'submit'}
        variant="accent"
        disabled={saving}
        onClick={onSave}
      >
        {saveLabel}
      </Button>
    </div>
  );
}
