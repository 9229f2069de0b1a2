import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { InviteTeamMemberBody } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

type InviteMemberDialogProps = {
  open: boolean;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Invites someone by e-mail as owner or staff. */
export function InviteMemberDialog({
  open,
  onClose,
  lastResult,
  submitting,
}: InviteMemberDialogProps) {
  const { t } = useTranslation('console');
  const roleId = useId();
  const [form, fields] = useForm({
    id: 'invite-member',
    lastResult,
    defaultValue: { role: 'staff' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteTeamMemberBody }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('team.inviteTitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="invite" />
        <p className="text-sm text-gray-600">{t('team.inviteExplained')}</p>
        <TextField
          label={t('team.email')}
          type="email"
          required
          autoComplete="off"
          name={fields.email.name}
          defaultValue={fields.email.initialValue as string | undefined}
          error={fields.email.errors?.[0]}
        />
        <div>
          <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('team.role')}
          </label>
          <select
            id={roleId}
            name={fields.role.name}
            defaultValue={(fields.role.initialValue as string | undefined) ?? 'staff'}
            className="block h-11 w-full rounded-lg border border-gray-300 bg-white px-3"
          >
            <option value="staff">{t('team.roles.staff')}</option>
            <option value="owner">{t('team.roles.owner')}</option>
          </select>
          {fields.role.errors?.length ? (
            <p className="mt-1.5 text-sm text-red-700">{fields.role.errors[0]}</p>
          ) : null}
        </div>
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('team.cancel')}
          submit={t('team.send')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}
