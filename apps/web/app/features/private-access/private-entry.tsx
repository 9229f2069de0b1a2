import {
  acceptedEntryCodes,
  PrivateAccessBody,
  titleCase,
  type Storefront,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { MicrosoftSignIn } from '../../components/ui/microsoft-sign-in.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useContractForm, type FormResult } from '../../lib/contract-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * What the entry action answers when it lets nobody in: the form as it read it, and when the
 * code itself was refused, the server's message (null when it gave none).
 */
export type EntryRefusal = { result: FormResult; refused?: string | null };

type PrivateEntryProps = {
  store: Storefront;
  refusal: EntryRefusal | undefined;
  submitting: boolean;
};

/**
 * The private store's door (§2 Private-store entry): logo, welcome, a heading for the codes it
 * accepts and one Code field, or only the Microsoft button when single sign-on is enabled.
 */
export function PrivateEntry({ store, refusal, submitting }: PrivateEntryProps) {
  const { t, i18n } = useTranslation();
  const codes = acceptedEntryCodes(store);
  const logo = store.settings.logo ?? store.logo;
  const heading = store.sso.enabled
    ? t('PRIVATE.ssoHeading')
    : codes.length === 1
      ? t(`PRIVATE.heading.${codes[0]}`)
      : t('PRIVATE.heading.combined', {
          codes: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
            codes.map((code) => t(`PRIVATE.codeKinds.${code}`)),
          ),
        });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-950/10 nav:p-10">
        {logo ? (
          <img
            src={logo}
            alt={store.name}
            className="mx-auto h-12 w-auto max-w-52 object-contain"
          />
        ) : (
          <p className="text-2xl font-extrabold tracking-tight text-brand-text">{store.name}</p>
        )}
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900">
          {t('PRIVATE.welcome', { name: titleCase(store.name) })}
        </h1>
        <h2 className="mt-2 text-gray-600">{heading}</h2>
        {store.sso.enabled ? (
          <div className="mt-8">
            <MicrosoftSignIn storeId={store.id} label={t('PRIVATE.signInWithMicrosoft')} />
          </div>
        ) : (
          <CodeForm refusal={refusal} submitting={submitting} />
        )}
        <p className="mt-6 text-sm text-gray-600">
          {t('PRIVATE.haveAccount')}{' '}
          <Link
            to="/login"
            className="font-medium text-brand-text underline-offset-4 hover:underline"
          >
            {t('SHELL.login')}
          </Link>
        </p>
      </section>
    </main>
  );
}

/**
 * Code is required; an empty submit marks the field and sends nothing (§5). A refused code is
 * a toast once React runs, and is shown under the field on a page posted without JavaScript.
 */
function CodeForm({ refusal, submitting }: Omit<PrivateEntryProps, 'store'>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = useContractForm({
    schema: PrivateAccessBody,
    defaultValue: { code: '' },
    result: refusal?.result,
  });
  const invalid = form.errorOf('code');
  const shown = invalid
    ? invalid === 'Code is required'
      ? t('PRIVATE.codeRequired')
      : invalid
    : !hydrated && refusal?.refused !== undefined
      ? (refusal.refused ?? t('PRIVATE.invalidCode'))
      : undefined;
  return (
    <Form method="post" {...form.props} className="mt-8 space-y-4 text-left">
      <TextField
        label={t('PRIVATE.code')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.input('code')}
        error={shown}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={submitting}
        aria-busy={submitting || undefined}
        // Keeps focus in the field so its error does not push the button away mid-click.
        onMouseDown={(event) => event.preventDefault()}
      >
        {t('PRIVATE.enter')}
      </Button>
    </Form>
  );
}
