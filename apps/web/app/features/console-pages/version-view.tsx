import { PreviewSettings, type MenuEntry, type Version } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a version made live, read-only: its look settings, menu and pages with their sections. */
export function VersionView({ version }: { version: Version }) {
  const { t } = useTranslation('console');
  const { settings, menu = [], pages = [] } = version.snapshot;
  const shown = Object.keys(PreviewSettings.shape).filter(
    (key) => settings[key as keyof typeof settings] !== undefined,
  );
  return (
    <div className="space-y-8">
      <header>
        <Link
          to="/admin/versions"
          className="text-sm text-gray-600 underline-offset-4 hover:underline"
        >
          {t('versions.all')}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">
          {t('versions.name', { number: version.number })}
        </h1>
        {version.note ? <p className="text-gray-700">{version.note}</p> : null}
      </header>
      <section aria-labelledby="version-pages" className="space-y-3">
        <h2 id="version-pages" className="text-lg font-semibold">
          {t('pageBuilder.pages')}
        </h2>
        {pages.map((page) => (
          <div key={page.url} className="rounded-xl border border-gray-200 bg-white p-4">
            <h3 className="font-semibold">
              {page.title} <span className="font-normal text-gray-600">/{page.url}</span>
            </h3>
            <ol className="mt-2 list-decimal pl-5 text-sm text-gray-800">
              {page.sections.map((section) => (
                <li key={section.id}>{t(`pageBuilder.type.${section.component}`)}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <section aria-labelledby="version-menu" className="space-y-3">
        <h2 id="version-menu" className="text-lg font-semibold">
          {t('versions.menu')}
        </h2>
        <MenuTree entries={menu} />
      </section>
      <section aria-labelledby="version-settings" className="space-y-3">
        <h2 id="version-settings" className="text-lg font-semibold">
          {t('versions.settings')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-gray-200 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr]">
          {shown.map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium text-gray-700">{key}</dt>
              <dd className="break-words text-gray-900">
                {JSON.stringify(settings[key as keyof typeof settings])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function MenuTree({ entries }: { entries: MenuEntry[] }) {
  if (!entries.length) return null;
  return (
    <ul className="list-disc pl-5 text-sm text-gray-800">
      {entries.map((entry, index) => (
        <li key={index}>
          {entry.label}
          <MenuTree entries={entry.children} />
        </li>
      ))}
    </ul>
  );
}
