import type { EditableProduct } from '@storefront/contracts';
import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSubmit } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { ColoursSection } from './colours-section.tsx';
import type { EditorChoices, EditorRefusal } from './editor-data.server.ts';
import { GeneralSection } from './general-section.tsx';
import { InputFieldsSection, SizeGuideSection } from './guides-fields-sections.tsx';
import { OrganisationSection } from './organisation-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { firstErrors, formOf } from './product-form.ts';
import { FlagsSection, StatusSection } from './status-section.tsx';
import { useProductForm } from './use-product-form.ts';

/** The console shell's page header and card, handed in by the route (features stay apart). */
export type EditorFrame = {
  Header: React.ComponentType<{
    title: string;
    description?: string;
    actions?: React.ReactNode;
  }>;
  Card: React.ComponentType<{ title?: string; description?: string; children: React.ReactNode }>;
};

type ProductEditorProps = EditorFrame & {
  /** The saved product, or null for a new one. */
  product: EditableProduct | null;
  choices: EditorChoices;
  refusal: EditorRefusal | undefined;
  justSaved: boolean;
};

/**
 * The product editor: every owner field in sections, checked with ProductInput as it is typed
 * (after a first save attempt) and again by the server, whose refusal shows beside the fields.
 */
export function ProductEditor({
  product,
  choices,
  refusal,
  justSaved,
  Header: PageHeader,
  Card: ConsoleCard,
}: ProductEditorProps) {
  const { t } = useTranslation('console');
  const [initial] = useState(() => formOf(product));
  const { state, attempt, reset } = useProductForm(initial, firstErrors(refusal?.errors));
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A save (which may move to the new product's address) never asks to leave.
  useLeaveGuard(state.dirty && !busy, t('productEditor.leave'));

  const save = () => {
    const input = attempt();
    if (!input) return;
    const body = product ? { ...input, revision: product.revision } : input;
    submit({ intent: 'save', product: JSON.stringify(body) }, { method: 'post' });
  };
  const act = (intent: 'delete' | 'duplicate') => submit({ intent }, { method: 'post' });
  const problems = Object.keys(state.errors).length;
  const status = state.dirty
    ? t('productEditor.unsaved')
    : justSaved
      ? t('productEditor.saved')
      : t('productEditor.upToDate');

  return (
    <>
      <PageHeader
        title={product ? product.name : t('productEditor.newTitle')}
        description={t('productEditor.description')}
        actions={
          product ? (
            <EditorActions product={product} onAct={act} onDelete={() => setConfirmDelete(true)} />
          ) : null
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="space-y-6"
      >
        {refusal || problems ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {refusal?.message ?? t('productEditor.problems', { count: problems })}
          </p>
        ) : null}
        <ConsoleCard title={t('productEditor.general.title')}>
          <GeneralSection state={state} savedSlug={product?.slug ?? null} brands={choices.brands} />
        </ConsoleCard>
        <ConsoleCard
          title={t('productEditor.pricing.title')}
          description={t('productEditor.pricing.description')}
        >
          <PricingSection state={state} />
        </ConsoleCard>
        <ConsoleCard
          title={t('productEditor.status.title')}
          description={t('productEditor.status.description')}
        >
          <StatusSection state={state} />
        </ConsoleCard>
        <ConsoleCard title={t('productEditor.flags.title')}>
          <FlagsSection state={state} />
        </ConsoleCard>
        <ConsoleCard title={t('productEditor.organisation.title')}>
          <OrganisationSection
            state={state}
            categories={choices.categories}
            warehouses={choices.warehouses}
          />
        </ConsoleCard>
        <ConsoleCard
          title={t('productEditor.colours.title')}
          description={t('productEditor.colours.description')}
        >
          <ColoursSection state={state} />
        </ConsoleCard>
        <ConsoleCard
          title={t('productEditor.guides.title')}
          description={t('productEditor.guides.description')}
        >
          <SizeGuideSection state={state} />
        </ConsoleCard>
        <ConsoleCard
          title={t('productEditor.inputFields.title')}
          description={t('productEditor.inputFields.description')}
        >
          <InputFieldsSection state={state} />
        </ConsoleCard>
        <SaveBar
          dirty={state.dirty}
          saving={busy}
          status={status}
          saveLabel={t(
            busy ? 'productEditor.saving' : product ? 'productEditor.save' : 'productEditor.create',
          )}
          discardLabel={t('productEditor.discard')}
          onDiscard={reset}
        />
      </form>
      {product ? (
        <Dialog
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title={t('productEditor.delete.title', { name: product.name })}
          className="w-[min(28rem,calc(100vw-2rem))]"
        >
          <div className="space-y-4 p-4 text-sm text-gray-700">
            <p>{t('productEditor.delete.question')}</p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirmDelete(false)}>
                {t('productEditor.delete.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirmDelete(false);
                  act('delete');
                }}
              >
                {t('productEditor.delete.confirm')}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function EditorActions({
  product,
  onAct,
  onDelete,
}: {
  product: EditableProduct;
  onAct: (intent: 'duplicate') => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <Link
        to={`/products/${product.slug}`}
        target="_blank"
        reloadDocument
        className={buttonVariants({ variant: 'outline' })}
      >
        <ExternalLink aria-hidden />
        {t('productEditor.viewInStore')}
      </Link>
      <Button variant="outline" onClick={() => onAct('duplicate')}>
        <Copy aria-hidden />
        {t('productEditor.duplicate')}
      </Button>
      <Button variant="outline" onClick={onDelete}>
        <TrashIcon aria-hidden />
        {t('productEditor.delete.open')}
      </Button>
    </>
  );
}
