import { Button } from '../../components/ui/button.tsx';

type SubmitButtonProps = {
  /** Disabled while the form is invalid (§5) and while it is being sent. */
  disabled: boolean;
  loading: boolean;
  children: React.ReactNode;
};

/**
 * Pressing the button would blur the field being typed in; its error would then appear above
 * the button and push it away before the click lands. Focus stays put; the submit shows errors.
 */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** A form's full-width submit button, with a spinner while the form is being sent. */
export function SubmitButton({ disabled, loading, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onMouseDown={keepFocus}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : null}
      {children}
    </Button>
  );
}
