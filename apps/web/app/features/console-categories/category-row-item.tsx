import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDown,
  ArrowUp,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  Pencil,
  Plus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import type { TreeMove } from '../../lib/tree-rows.ts';
import type { CategoryRow } from './category-rows.ts';

/** One level of nesting, in pixels: a drag this far to the right nests the category one deeper. */
export const INDENT_PX = 24;

const MOVES: { how: TreeMove; icon: typeof ArrowUp }[] = [
  { how: 'up', icon: ArrowUp },
  { how: 'down', icon: ArrowDown },
  { how: 'outdent', icon: IndentDecrease },
  { how: 'indent', icon: IndentIncrease },
];

const iconButton =
  'grid size-11 place-items-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 disabled:opacity-40';

type CategoryRowItemProps = {
  row: CategoryRow;
  position: number;
  /** Owners change the tree; staff only look. */
  editable: boolean;
  onMove: (how: TreeMove) => void;
  onEdit: () => void;
  onAddChild: () => void;
  onDelete: () => void;
};

/** A category: drag handle, name, slug, counts, and buttons to move, edit, add under or delete. */
export function CategoryRowItem(props: CategoryRowItemProps) {
  const { row, position, editable, onMove, onEdit, onAddChild, onDelete } = props;
  const { t } = useTranslation('console');
  const sortable = useSortable({ id: row.id, disabled: !editable });
  const { node } = row;
  const name = node.name;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        marginLeft: `min(${row.depth * INDENT_PX}px, ${row.depth * 4}vw)`,
      }}
      className={cn(
        'rounded-lg border border-gray-200 bg-white p-2 shadow-xs',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-gray-900',
      )}
      aria-label={t('categories.rowLabel', { name, position, level: row.depth + 1 })}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {editable ? (
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('categories.drag', { name })}
            className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900"
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
        ) : null}
        <div className="min-w-0 flex-1 basis-40 py-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{name}</span>
            {node.is_company ? (
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
                {t('categories.company')}
              </span>
            ) : null}
          </p>
          <p className="text-sm break-all text-gray-600">/{node.slug}</p>
          <p className="text-sm text-gray-600">
            {node.total_product_count === node.product_count
              ? t('categories.products', { count: node.product_count })
              : t('categories.withBelow', {
                  count: node.product_count,
                  total: node.total_product_count,
                })}
          </p>
        </div>
        {editable ? (
          <div className="ml-auto flex flex-wrap justify-end gap-x-2 gap-y-0.5">
            <div className="flex gap-0.5">
              {MOVES.map(({ how, icon: Icon }) => (
                <button
                  key={how}
                  type="button"
                  onClick={() => onMove(how)}
                  aria-label={t(`categories.move.${how}`, { name })}
                  title={t(`categories.move.${how}`, { name })}
                  className={iconButton}
                >
                  <Icon className="size-4" aria-hidden />
                </button>
              ))}
            </div>
            <div className="flex gap-0.5">
              <button
                type="button"
                onClick={onAddChild}
                aria-label={t('categories.addChild', { name })}
                title={t('categories.addChild', { name })}
                className={iconButton}
              >
                <Plus className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                onClick={onEdit}
                aria-label={t('categories.edit', { name })}
                title={t('categories.edit', { name })}
                className={iconButton}
              >
                <Pencil className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                onClick={onDelete}
                aria-label={t('categories.delete', { name })}
                title={t('categories.delete', { name })}
                className={cn(iconButton, 'text-red-700 hover:bg-red-50')}
              >
                <TrashIcon className="size-4" aria-hidden />
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
