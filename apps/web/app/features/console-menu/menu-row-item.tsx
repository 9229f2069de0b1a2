import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, IndentDecrease, IndentIncrease } from 'lucide-react';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import {
  INDENT_PX,
  rowProblems,
  type MenuKind,
  type MenuMove,
  type MenuRow,
} from './menu-items.ts';

/** What an entry may lead to: the store's categories (by slug) and the draft's pages (by url). */
export type MenuTargets = {
  categories: { slug: string; name: string }[];
  pages: { url: string; title: string }[];
};

type MenuRowItemProps = {
  row: MenuRow;
  position: number;
  targets: MenuTargets;
  showProblems: boolean;
  onChange: (row: MenuRow) => void;
  onMove: (how: MenuMove) => void;
  onRemove: () => void;
};

const MOVES: { how: MenuMove; icon: typeof ArrowUp }[] = [
  { how: 'up', icon: ArrowUp },
  { how: 'down', icon: ArrowDown },
  { how: 'outdent', icon: IndentDecrease },
  { how: 'indent', icon: IndentIncrease },
];

/** One menu entry: drag handle, label, kind and target, and buttons to move or remove it. */
export function MenuRowItem(props: MenuRowItemProps) {
  const { row, position, showProblems, onChange, onMove, onRemove } = props;
  const { t } = useTranslation('console');
  const id = useId();
  const sortable = useSortable({ id: row.id });
  const problems = showProblems ? rowProblems(row) : {};
  const name = row.label || t('menu.untitled');
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        marginLeft: row.depth * INDENT_PX,
      }}
      className={cn(
        'rounded-lg border border-gray-200 bg-white p-3 shadow-xs',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-gray-900',
      )}
      aria-label={t('menu.rowLabel', { label: name, position, level: row.depth + 1 })}
    >
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('menu.drag', { label: name })}
          className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900"
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <div className="grid min-w-0 flex-1 basis-48 gap-2 sm:grid-cols-[1fr_9rem_1fr]">
          <Field id={`${id}-label`} label={t('menu.label')} error={problems.label}>
            <input
              id={`${id}-label`}
              value={row.label}
              onChange={(e) => onChange({ ...row, label: e.target.value })}
              aria-invalid={problems.label ? true : undefined}
              aria-describedby={problems.label ? `${id}-label-error` : undefined}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-kind`} label={t('menu.kind')}>
            <select
              id={`${id}-kind`}
              value={row.kind}
              onChange={(e) => onChange({ ...row, kind: e.target.value as MenuKind, target: '' })}
              className={inputClass}
            >
              {(['category', 'page', 'custom'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`menu.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          <TargetField id={`${id}-target`} {...props} error={problems.target} />
        </div>
        <div className="ml-auto flex gap-1">
          {MOVES.map(({ how, icon: Icon }) => (
            <button
              key={how}
              type="button"
              onClick={() => onMove(how)}
              aria-label={t(`menu.move.${how}`, { label: name })}
              title={t(`menu.move.${how}`, { label: name })}
              className="grid size-11 place-items-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900"
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('menu.remove', { label: name })}
            title={t('menu.remove', { label: name })}
            className="grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            <TrashIcon className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

/** Where the entry leads: a category or page to pick, or a link to type. */
function TargetField({
  id,
  row,
  targets,
  onChange,
  error,
}: MenuRowItemProps & { id: string; error?: string }) {
  const { t } = useTranslation('console');
  const common = {
    id,
    value: row.target,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: inputClass,
  };
  const options =
    row.kind === 'category'
      ? targets.categories.map((c) => ({ value: c.slug, label: c.name }))
      : targets.pages.map((p) => ({ value: p.url, label: p.title || `/${p.url}` }));
  return (
    <Field id={id} label={t(`menu.targets.${row.kind}`)} error={error}>
      {row.kind === 'custom' ? (
        <input
          {...common}
          placeholder="https://"
          onChange={(e) => onChange({ ...row, target: e.target.value })}
        />
      ) : (
        <select {...common} onChange={(e) => onChange({ ...row, target: e.target.value })}>
          <option value="">{t('menu.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
