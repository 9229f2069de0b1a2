import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The editor holds the draft itself: its own saves and publishes do not reload the page's data
 * (which would be the same, and cost a request each keystroke pause).
 */
export function keepDraftOnSave({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === '/admin/draft' ? false : defaultShouldRevalidate;
}
