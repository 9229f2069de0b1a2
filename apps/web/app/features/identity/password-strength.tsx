import { passwordStrength } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-600'];

/** Strength feedback for a new password: four bars and a word. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const label = t(`AUTH.strength.${LEVELS[score]}`);
  return (
    <div className="mt-2 flex items-center gap-3" aria-live="polite">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        aria-label={t('AUTH.strength.label')}
        className="grid flex-1 grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 rounded-full', bar <= score ? COLOURS[score] : 'bg-gray-200')}
          />
        ))}
      </div>
      <span className="w-20 text-right text-xs font-medium text-gray-600">
        {password ? label : ''}
      </span>
    </div>
  );
}
