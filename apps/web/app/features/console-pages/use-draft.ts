import { PreviewSaveBody, type PreviewData } from '@storefront/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { DraftResult } from './draft.server.ts';

/** How long typing may pause before the draft is saved (and the preview follows). */
export const AUTOSAVE_MS = 500;
const DRAFT_ACTION = '/admin/draft';

/** Posts to the draft route; a network failure reads like a refused save, so nothing is lost silently. */
async function postDraft(body: unknown): Promise<DraftResult> {
  try {
    const response = await fetch(DRAFT_ACTION, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as DraftResult;
  } catch {
    return { ok: false, status: 0, message: 'The server could not be reached.', errors: {} };
  }
}

/**
 * saved: the server has every change · pending: a save is due · saving: on its way ·
 * invalid: a field is wrong, nothing sent · failed: the server refused · conflict: changed elsewhere.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'invalid' | 'failed' | 'conflict';
export type FieldErrors = Record<string, string[]>;

type Loaded = { draft: PreviewData; drafted: boolean; revision: number };

/** Zod issues as the server words them: `{ 'pages.0.title': [message] }`. */
function fieldErrorsOf(draft: PreviewData): FieldErrors | null {
  const parsed = PreviewSaveBody.safeParse(draft);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * The draft being edited: every change is checked with the shared schema and saved after a
 * pause (one save at a time, carrying the revision it was edited from); Publish makes it live.
 * Leaving while changes are unsaved waits for the save, and asks when it cannot be made.
 */
export function useDraft(loaded: Loaded) {
  const [draft, setDraft] = useState(loaded.draft);
  const [state, setState] = useState<SaveState>('saved');
  const [drafted, setDrafted] = useState(loaded.drafted);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [published, setPublished] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const latest = useRef({ draft: loaded.draft, revision: loaded.revision, dirty: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = useRef(false);

  // One save at a time; its answer brings the next revision, then any change made meanwhile goes out.
  const flush = useCallback(function flush() {
    clearTimeout(timer.current);
    const { draft: current, revision, dirty } = latest.current;
    if (!dirty || busy.current) return;
    const invalid = fieldErrorsOf(current);
    setErrors(invalid ?? {});
    if (invalid) return setState('invalid');
    busy.current = true;
    latest.current.dirty = false;
    setState('saving');
    void postDraft({ intent: 'save', draft: { ...current, revision } }).then((result) => {
      busy.current = false;
      if (!result.ok) {
        latest.current.dirty = true;
        setErrors(result.errors);
        setMessage(result.message);
        return setState(result.status === 409 ? 'conflict' : 'failed');
      }
      latest.current.revision = result.revision;
      setDrafted(true);
      setMessage(null);
      if (latest.current.dirty) flush();
      else setState('saved');
    });
  }, []);

  const update = useCallback(
    (change: (draft: PreviewData) => PreviewData) => {
      const next = change(latest.current.draft);
      latest.current = { ...latest.current, draft: next, dirty: true };
      setDraft(next);
      setState('pending');
      setPublished(null);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_MS);
    },
    [flush],
  );

  const publish = useCallback(async () => {
    setPublishing(true);
    const result = await postDraft({
      intent: 'publish',
      publish: { revision: latest.current.revision },
    });
    setPublishing(false);
    if (!result.ok) return setMessage(result.message);
    latest.current.revision = result.revision;
    setDrafted(false);
    setMessage(null);
    setPublished(result.version ?? null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  const unsaved = state !== 'saved';
  useLeaveGuard(unsaved);
  // A blocked navigation waits for a save in progress; once saved, it goes on by itself.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (state === 'saved') blocker.proceed();
    else if (state === 'pending') flush();
  }, [blocker, state, flush]);

  return {
    draft,
    update,
    state,
    errors,
    message,
    drafted,
    publish,
    publishing,
    published,
    blocker,
  };
}

/** The browser's own "Leave site?" question while changes are not saved. */
function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
