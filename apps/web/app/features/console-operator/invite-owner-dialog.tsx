import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { InviteOwnerBody, type PlatformStore } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

type InviteOwnerDialogProps = {
  store: PlatformStore | null;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Invites a store's owner by e-mail; the link sets their password on the store's host. */
export function InviteOwnerDialog({
  store,
  onClose,
  lastResult,
  submitting,
}: InviteOwnerDialogProps) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: `invite-owner-${store?.id ?? 'none'}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteOwnerBody }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog
      open={store !== null}
      onClose={onClose}
      title={t('operator.inviteOwnerOf', { store: store?.name ?? '' })}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="storeId" value={store?.id ?? ''} />
        <p className="text-sm text-gray-600">{t('operator.inviteExplained')}</p>
        <TextField
          label={t('operator.ownerEmail')}
          type="email"
          required
          autoComplete="off"
          name={fields.email.name}
          defaultValue={fields.email.initialValue as string | undefined}
          error={fields.email.errors?.[0]}
        />
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('operator.cancel')}
          submit={t('operator.sendInvite')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}
