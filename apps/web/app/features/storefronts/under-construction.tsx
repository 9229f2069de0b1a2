import { useTranslation } from 'react-i18next';
import { MaintenanceIllustration } from './maintenance-illustration.tsx';

/** Maintenance notice of §2: apology, 'working hard' and 'try again', centred on the page. */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-6 py-8 text-center">
      <MaintenanceIllustration label={t('UNDER_CONSTRUCTION.illustration')} />
      <div className="max-w-xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          {t('UNDER_CONSTRUCTION.apology')}
        </h1>
        <p className="text-lg text-gray-600">{t('UNDER_CONSTRUCTION.workingHard')}</p>
        <p className="text-gray-500">{t('UNDER_CONSTRUCTION.tryAgain')}</p>
      </div>
    </section>
  );
}
