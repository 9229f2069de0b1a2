import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { Language, LocalizedText } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

export type LegalPage = 'privacy' | 'terms';

/** The owner's addition to one legal page in one language, with its error beside it. */
export function LegalTextField({
  page,
  lang,
  field,
}: {
  page: LegalPage;
  lang: Language;
  field: FieldMetadata<LocalizedText>;
}) {
  const { t } = useTranslation('console');
  const text = field.getFieldset()[lang];
  const props = getTextareaProps(text, { ariaDescribedBy: `${text.id}-hint` });
  return (
    <div>
      <label htmlFor={text.id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {t(`legal.${page}.label`, { language: t(`legal.languages.${lang}`) })}
      </label>
      <textarea
        {...props}
        key={props.key}
        rows={8}
        className={cn(inputClass, 'h-auto py-2 leading-6')}
      />
      <p id={`${text.id}-hint`} className="mt-1 text-sm text-gray-600">
        {t(`legal.${page}.hint`)}
      </p>
      {text.errors?.length ? (
        <p id={text.errorId} className="mt-1 text-sm text-red-700">
          {text.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
