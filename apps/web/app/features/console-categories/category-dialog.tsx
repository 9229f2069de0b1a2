import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { CategoryNode } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { CreateCategoryForm, UpdateCategoryForm } from './category-forms.ts';

/** What the dialog is for: a new category (under `parent`, or at the top) or changing one. */
export type CategoryDialogMode =
  { kind: 'create'; parent: CategoryNode | null } | { kind: 'update'; category: CategoryNode };

type CategoryDialogProps = {
  mode: CategoryDialogMode | null;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Name, slug and company flag of a new or existing category. */
export function CategoryDialog({ mode, onClose, lastResult, submitting }: CategoryDialogProps) {
  const { t } = useTranslation('console');
  const category = mode?.kind === 'update' ? mode.category : null;
  const parent = mode?.kind === 'create' ? mode.parent : null;
  const [form, fields] = useForm({
    id: `category-${mode?.kind}-${category?.id ?? parent?.id ?? 'top'}`,
    lastResult,
    defaultValue: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      is_company: category?.is_company ? 'on' : '',
    },
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: mode?.kind === 'update' ? UpdateCategoryForm : CreateCategoryForm,
      }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = category
    ? t('categories.editTitle', { name: category.name })
    : parent
      ? t('categories.addChildTitle', { name: parent.name })
      : t('categories.addTitle');
  return (
    <Dialog open={mode !== null} onClose={onClose} title={title}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value={mode?.kind ?? 'create'} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        {parent ? <input type="hidden" name="parent_id" value={parent.id} /> : null}
        <TextField
          label={t('categories.name')}
          required
          autoComplete="off"
          name={fields.name.name}
          defaultValue={fields.name.initialValue as string | undefined}
          error={fields.name.errors?.[0]}
        />
        <TextField
          label={t('categories.slug')}
          required
          autoComplete="off"
          aria-describedby={`${form.id}-slug-help`}
          name={fields.slug.name}
          defaultValue={fields.slug.initialValue as string | undefined}
          error={fields.slug.errors?.[0]}
        />
        <p id={`${form.id}-slug-help`} className="-mt-2 text-sm text-gray-600">
          {t(category ? 'categories.slugChangeHelp' : 'categories.slugHelp')}
        </p>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name={fields.is_company.name}
            defaultChecked={fields.is_company.initialValue === 'on'}
            className="mt-0.5 size-5 rounded border-gray-300"
          />
          <span>
            <span className="font-medium">{t('categories.isCompany')}</span>
            <span className="block text-gray-600">{t('categories.isCompanyHelp')}</span>
          </span>
        </label>
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('categories.cancel')}
          submit={t(category ? 'categories.save' : 'categories.create')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}
