import { ContactFields } from '@storefront/contracts';
import { data, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { NEEDS_JAVASCRIPT, type ContactValues } from '../features/contact/validate-contact.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { parseForm } from '../lib/contract-form.ts';
import { metaStoreName, metaTranslator, metaUrl, pageMeta } from '../lib/meta.ts';
import { useStore, type RootData } from '../root.tsx';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(matches, t('CONTACT.contactUs'), {
    description: t('SEO.contactDescription', { store: metaStoreName(matches) }),
    canonical: metaUrl(matches, '/contact'),
  });
}

/**
 * A form posted before the page's JavaScript ran: its fields are checked with the contract, but
 * it is not sent, as the bot check is solved by the page's script (decision 0015).
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), ContactFields);
  const result =
    submission.status === 'success'
      ? submission.reply({ formErrors: [NEEDS_JAVASCRIPT] })
      : submission.reply();
  return data(result, { status: 422 });
}

/** Text fields a link may prefill through navigation state (the order page sends order_uuid). */
const PREFILLED = ['first_name', 'last_name', 'email', 'order_uuid', 'message'] as const;

function prefillOf(state: unknown): Partial<ContactValues> {
  const given = (state ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    PREFILLED.flatMap((name) => (typeof given[name] === 'string' ? [[name, given[name]]] : [])),
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const store = useStore();
  const { user } = useRouteLoaderData('root') as RootData;
  const location = useLocation();
  const [params] = useSearchParams();
  const order = params.get('order_uuid');
  const initial: Partial<ContactValues> = {
    ...(user ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : {}),
    ...(order ? { order_uuid: order } : {}),
    ...prefillOf(location.state),
  };
  const show = useToast();
  return (
    <ContactForm
      key={location.key}
      storeId={store.id}
      initial={initial}
      result={actionData}
      toast={show}
    />
  );
}
