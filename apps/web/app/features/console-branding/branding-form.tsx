import type { FontFamily } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useFetcher, useFormAction } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ImageUpload, useConsoleUpload } from '../../components/ui/image-upload.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ColourField } from './colour-field.tsx';
import { errorsOf, type BrandingValues, type FieldErrors } from './branding-values.ts';
import type { SaveResult } from './branding.server.ts';
import { FontField } from './font-field.tsx';
import { SocialIconsField } from './social-icons-field.tsx';

/** A pause in typing this long saves the draft, so the preview follows within about a second. */
const AUTOSAVE_MS = 700;

/**
 * The Branding form: every change is checked with the API's own rules, saved to the draft after
 * a short pause (or at once with Save), and the store's preview shows it.
 */
export function BrandingForm({ initial }: { initial: BrandingValues }) {
  const { t } = useTranslation('console');
  const fetcher = useFetcher<SaveResult>();
  // This page's action, named: a save that fires while the console moves to another page (the
  // autosave's timer) must still reach it, not the page being left for.
  const action = useFormAction();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  // A field's problems show once it has been left, or everywhere after a try to save.
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const local = errorsOf(values);
  const shown = Object.entries(local).filter(([field]) => attempted || touched.has(field));
  const server = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};
  const errors: FieldErrors = { ...server, ...Object.fromEntries(shown) };
  const first = (field: string) => errors[field]?.[0];

  const save = () => {
    if (Object.keys(errorsOf(values)).length) return;
    setDirty(false);
    void fetcher.submit(values, { method: 'post', encType: 'application/json', action });
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => saveRef.current(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, dirty]);
  useLeaveWarning(dirty || fetcher.state !== 'idle');
  // Leaving within the console saves first (or asks, when the form cannot be saved as it is).
  const blocker = useBlocker(dirty);
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || leaving.current) return;
    if (Object.keys(errorsOf(values)).length) {
      if (window.confirm(t('branding.leaveInvalid'))) blocker.proceed();
      else blocker.reset();
      return;
    }
    leaving.current = true;
    void fetcher
      .submit(values, { method: 'post', encType: 'application/json', action })
      .then(() => blocker.proceed());
  }, [blocker, values, fetcher, action, t]);

  const set = <K extends keyof BrandingValues>(field: K, value: BrandingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };
  const upload = useConsoleUpload();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        save();
      }}
      onBlur={(event) => {
        const name = (event.target as { name?: string }).name;
        if (name) setTouched((current) => new Set(current).add(name));
      }}
      className="space-y-6"
    >
      <Section title={t('branding.logo')}>
        <ImageUpload
          {...upload}
          label={t('branding.logo')}
          hint={t('branding.logoHint')}
          value={values.logo}
          onChange={(url) => set('logo', url)}
          error={first('logo')}
        />
        <ImageUpload
          {...upload}
          shape="square"
          label={t('branding.favicon')}
          hint={t('branding.faviconHint')}
          value={values.favicon}
          onChange={(url) => set('favicon', url)}
          error={first('favicon')}
        />
      </Section>
      <Section title={t('branding.colours')}>
        <div className="grid gap-6 md:grid-cols-2">
          <ColourField
            label={t('branding.primary')}
            hint={t('branding.primaryHint')}
            name="primaryColor"
            value={values.primaryColor}
            onChange={(value) => set('primaryColor', value)}
            error={first('primaryColor')}
            asText
          />
          <ColourField
            label={t('branding.accent')}
            hint={t('branding.accentHint')}
            name="accentColor"
            value={values.accentColor}
            onChange={(value) => set('accentColor', value)}
            error={first('accentColor')}
            asText
          />
        </div>
        <FontField
          value={values.fontFamily}
          onChange={(value: FontFamily) => set('fontFamily', value)}
        />
      </Section>
      <Section title={t('branding.alert')}>
        <TextField
          name="alertText"
          label={t('branding.alertText')}
          value={values.alertText}
          onChange={(event) => set('alertText', event.target.value)}
          error={first('alertText')}
        />
        <p className="-mt-3 text-sm text-gray-600">{t('branding.alertTextHint')}</p>
        <ColourField
          label={t('branding.alertBackground')}
          name="alertBackgroundColor"
          value={values.alertBackgroundColor}
          onChange={(value) => set('alertBackgroundColor', value)}
          error={first('alertBackgroundColor')}
        />
      </Section>
      <Section title={t('branding.footer')}>
        <RichTextEditor
          label={t('branding.footerContent')}
          value={values.footerContent}
          onChange={(html) => set('footerContent', html)}
          error={first('footerContent')}
        />
        <TextField
          name="copyrightText"
          label={t('branding.copyright')}
          value={values.copyrightText}
          placeholder="© 2026 Acme Inc."
          onChange={(event) => set('copyrightText', event.target.value)}
          error={first('copyrightText')}
        />
        <SocialIconsField
          value={values.socialIcons}
          onChange={(icons) => set('socialIcons', icons)}
          errors={errors}
        />
      </Section>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('branding.save') : t('branding.saving')}
        </Button>
        <SaveStatus
          saving={fetcher.state !== 'idle'}
          result={fetcher.data}
          invalid={shown.length > 0}
        />
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

function SaveStatus(props: { saving: boolean; result?: SaveResult; invalid: boolean }) {
  const { t } = useTranslation('console');
  let text = '';
  if (props.invalid || (props.result && !props.result.ok)) text = t('branding.failed');
  else if (!props.saving && props.result?.ok) text = t('branding.saved');
  const failed = text === t('branding.failed');
  return (
    <p role="status" className={failed ? 'text-sm text-red-700' : 'text-sm text-gray-700'}>
      {text}
    </p>
  );
}

/** The browser asks before a tab with unsaved branding is closed or reloaded. */
function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
