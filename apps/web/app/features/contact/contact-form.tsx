import { checkContactImages, uploadLimitOf } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { ImageDrop } from './image-drop.tsx';
import { sendContact } from './send-contact.ts';
import { useBotCheck } from './use-bot-check.ts';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactField,
  type ContactValues,
} from './validate-contact.ts';

type ContactFormProps = {
  storeId: number;
  /** Prefilled values: the order from the order page, the name of a signed-in shopper. */
  initial: Partial<ContactValues>;
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
export function ContactForm({ storeId, initial, toast }: ContactFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>({ ...EMPTY_CONTACT, ...initial });
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const takeBotCheckToken = useBotCheck(storeId);
  const errors = validateContact(values);
  const errorOf = (name: ContactField) => (touched[name] && errors[name] ? t(errors[name]) : null);

  function field(name: ContactField) {
    return {
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      disabled: submitting,
    };
  }

  function chooseImage(files: File[]) {
    const problem = checkContactImages(files);
    setImageError(problem ? t(`CONTACT.upload.${problem}`, { 0: uploadLimitOf(problem) }) : null);
    if (!problem && files[0]) setImage(files[0]);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const [firstInvalid] = Object.keys(errors);
    if (firstInvalid) {
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
      const form = event.currentTarget as HTMLFormElement;
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    const token = await takeBotCheckToken().catch(() => null);
    const result = token
      ? await sendContact(storeId, values, image, token)
      : { ok: false as const, message: t('CONTACT.botCheckUnavailable') };
    setSubmitting(false);
    if (!result.ok) return toast('error', result.message ?? t('CONTACT.failed'));
    toast('success', t('CONTACT.sent'));
    setValues(EMPTY_CONTACT);
    setTouched({});
    setImage(null);
    setImageError(null);
  }

  const messageError = errorOf('message');
  return (
    <section className="mx-auto w-full max-w-[680px] rounded-2xl bg-white nav:my-6 nav:p-8 nav:shadow-sm nav:ring-1 nav:ring-gray-950/10">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('CONTACT.contactUs')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('CONTACT.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-1 gap-5 nav:grid-cols-2">
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
      </form>
    </section>
  );
}
