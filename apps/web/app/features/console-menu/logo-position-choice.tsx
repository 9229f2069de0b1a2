import { useTranslation } from 'react-i18next';

const POSITIONS = ['left', 'center'] as const;
export type LogoPosition = (typeof POSITIONS)[number];

/** Where the navbar shows the logo on a wide screen; centred, the menu is centred under it. */
export function LogoPositionChoice({
  value,
  onChange,
}: {
  value: LogoPosition;
  onChange: (position: LogoPosition) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <fieldset>
      <legend className="text-sm text-gray-600">{t('menu.logoPosition.hint')}</legend>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {POSITIONS.map((position) => (
          <label key={position} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="logoPosition"
              value={position}
              checked={value === position}
              onChange={() => onChange(position)}
              className="size-4 accent-gray-900"
            />
            {t(`menu.logoPosition.${position}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
