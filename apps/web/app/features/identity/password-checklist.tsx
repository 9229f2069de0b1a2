import { PASSWORD_RULES, passwordChecks } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CircleIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** The live checklist of §5: each rule turns green once the password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm" aria-label={t('AUTH.passwordRules')}>
      {PASSWORD_RULES.map((rule) => {
        const met = checks[rule.key];
        return (
          <li
            key={rule.key}
            data-met={met}
            className={cn(
              'flex items-center gap-2 [&_svg]:size-4 [&_svg]:shrink-0',
              met ? 'text-green-700' : 'text-gray-600',
            )}
          >
            {met ? <CheckCircleIcon /> : <CircleIcon />}
            <span>{t(`AUTH.rules.${rule.key}`)}</span>
            <span className="sr-only">{t(met ? 'AUTH.ruleMet' : 'AUTH.ruleNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
