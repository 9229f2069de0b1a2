import { checkContactImages, ContactFields, uploadLimitOf } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useContractForm, type FormResult } from '../../lib/contract-form.ts';
import { ImageDrop } from './image-drop.tsx';
import { sendContact } from './send-contact.ts';
import { useBotCheck } from './use-bot-check.ts';
import { contactErrorKey, EMPTY_CONTACT, type ContactValues } from './validate-contact.ts';

type ContactFormProps = {
  storeId: number;
  /** Prefilled values: the order from the order page, the name of a signed-in shopper. */
  initial: Partial<ContactValues>;
  /** The action's answer to a form posted before the page's JavaScript ran. */
  result: FormResult | undefined;
  toast: (severity: 'success' | 'error', text: string) => void;
};

const TEXT_FIELDS = [
  { name: 'first_name', label: 'CONTACT.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'CONTACT.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'CONTACT.email', autoComplete: 'email', type: 'email' },
  { name: 'order_uuid', label: 'CONTACT.orderUuid', autoComplete: 'off' },
] as const;

/**
 * The contact form of §2/§5: fields checked as they are left (an invalid submit marks them
 * all and sends nothing), one image checked before sending, the bot check solved meanwhile,
 * then a toast with the outcome; success empties the form.
 */
export function ContactForm({ storeId, initial, result, toast }: ContactFormProps) {
  const { t } = useTranslation();
  // Once the form is sent from the page, the action's answer to an earlier post is old news.
  const [sentFromPage, setSentFromPage] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const takeBotCheckToken = useBotCheck(storeId);
  const form = useContractForm({
    schema: ContactFields,
    defaultValue: { ...EMPTY_CONTACT, ...initial },
    result,
    onValidSubmit: (event, values) => {
      event.preventDefault();
      void send(values);
    },
  });
  const errorOf = (name: keyof ContactValues) => {
    const error = form.errorOf(name);
    return error ? t(contactErrorKey(error)) : null;
  };
  const field = (name: keyof ContactValues) => ({ ...form.input(name), disabled: submitting });

  function chooseImage(files: File[]) {
    const problem = checkContactImages(files);
    setImageError(problem ? t(`CONTACT.upload.${problem}`, { 0: uploadLimitOf(problem) }) : null);
    if (!problem && files[0]) setImage(files[0]);
  }

  async function send(values: Parameters<typeof sendContact>[1]) {
    setSubmitting(true);
    setSentFromPage(true);
    const token = await takeBotCheckToken().catch(() => null);
    const sent = token
      ? await sendContact(storeId, values, image, token)
      : { ok: false as const, message: t('CONTACT.botCheckUnavailable') };
    setSubmitting(false);
    if (!sent.ok) return toast('error', sent.message ?? t('CONTACT.failed'));
    toast('success', t('CONTACT.sent'));
    form.refill(EMPTY_CONTACT);
    setImage(null);
    setImageError(null);
  }

  // Posted before the page's JavaScript ran, no bot check was solved: the action checked the
  // fields and says the message was not sent.
  const unsent = sentFromPage ? undefined : result?.error?.['']?.[0];
  const messageError = errorOf('message');
  return (
    <section className="mx-auto w-full max-w-[680px] rounded-2xl bg-white nav:my-6 nav:p-8 nav:shadow-sm nav:ring-1 nav:ring-gray-950/10">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('CONTACT.contactUs')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('CONTACT.intro')}</p>
      <Form method="post" {...form.props} className="mt-6 grid grid-cols-1 gap-5 nav:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, ...input }) => (
          <TextField
            key={name}
            label={t(label)}
            required={name !== 'order_uuid'}
            {...input}
            {...field(name)}
            error={errorOf(name)}
            placeholder={name === 'order_uuid' ? t('CONTACT.orderUuidPlaceholder') : undefined}
          />
        ))}
        <div className="nav:col-span-2">
          <label
            htmlFor="contact-message"
            className="mb-1.5 block text-sm font-medium text-gray-800"
          >
            {t('CONTACT.message')}
          </label>
          <textarea
            id="contact-message"
            rows={5}
            required
            placeholder={t('CONTACT.messagePlaceholder')}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? 'contact-message-error' : undefined}
            className={cn(inputClass, 'h-auto resize-y py-2')}
            {...field('message')}
          />
          {messageError ? (
            <p id="contact-message-error" className="mt-1.5 text-sm text-red-700">
              {messageError}
            </p>
          ) : null}
        </div>
        <div className="nav:col-span-2">
          <ImageDrop
            image={image}
            onChoose={chooseImage}
            onRemove={() => setImage(null)}
            error={imageError}
            disabled={submitting}
          />
        </div>
        {unsent ? (
          <p
            role="alert"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 nav:col-span-2"
          >
            {t(unsent)}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full nav:col-span-2"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
            />
          ) : null}
          {t('CONTACT.send')}
        </Button>
      </Form>
    </section>
  );
}
