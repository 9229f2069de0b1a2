import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrors } from './branding-values.ts';

type SocialIcon = { name: string; url: string };

/** The footer's social links: a network name (its icon) and a link each, added and removed. */
export function SocialIconsField({
  value,
  onChange,
  errors,
}: {
  value: SocialIcon[];
  onChange: (value: SocialIcon[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('console');
  const set = (index: number, change: Partial<SocialIcon>) =>
    onChange(value.map((icon, i) => (i === index ? { ...icon, ...change } : icon)));
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-gray-800">{t('branding.social')}</legend>
      <ul className="space-y-3">
        {value.map((icon, index) => (
          <li
            key={index}
            className="grid items-end gap-2 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[10rem_1fr_auto]"
          >
            <TextField
              name={`socialIcons.${index}.name`}
              label={t('branding.network')}
              value={icon.name}
              placeholder="Instagram"
              onChange={(event) => set(index, { name: event.target.value })}
              error={errors[`socialIcons.${index}.name`]?.[0]}
            />
            <TextField
              name={`socialIcons.${index}.url`}
              label={t('branding.networkUrl')}
              value={icon.url}
              placeholder="instagram.com/yourcompany"
              inputMode="url"
              onChange={(event) => set(index, { url: event.target.value })}
              error={errors[`socialIcons.${index}.url`]?.[0]}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('branding.removeSocial', { name: icon.name || index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <TrashIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => onChange([...value, { name: '', url: '' }])}
      >
        <PlusIcon aria-hidden />
        {t('branding.addSocial')}
      </Button>
    </fieldset>
  );
}
