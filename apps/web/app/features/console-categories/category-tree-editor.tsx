import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTreeRow, moveTreeRow, type TreeMove } from '../../lib/tree-rows.ts';
import { CategoryRowItem, INDENT_PX } from './category-row-item.tsx';
import type { CategoryRow } from './category-rows.ts';

type CategoryTreeEditorProps = {
  rows: CategoryRow[];
  editable: boolean;
  /** A new arrangement of the tree, to save. */
  onArrange: (rows: CategoryRow[]) => void;
  onEdit: (row: CategoryRow) => void;
  onAddChild: (row: CategoryRow) => void;
  onDelete: (row: CategoryRow) => void;
};

/**
 * The category tree as rows to drag (pointer or keyboard: space, arrows, space; to the right to
 * nest) or to move with each row's buttons, as the menu editor does; every move is announced.
 */
export function CategoryTreeEditor(props: CategoryTreeEditorProps) {
  const { rows, editable, onArrange } = props;
  const { t } = useTranslation('console');
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => rows.find((row) => row.id === id)?.node.name ?? '';
  const positionOf = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('categories.announce.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('categories.announce.over', { name: nameOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('categories.announce.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('categories.announce.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const row = rows.find((r) => r.id === active.id);
    if (!row || !over) return;
    const wanted = row.depth + Math.round(delta.x / INDENT_PX);
    const dropped = dropTreeRow(rows, row.id, String(over.id), wanted);
    if (dropped !== rows) onArrange(dropped);
  };

  const move = (index: number, how: TreeMove) => {
    const moved = moveTreeRow(rows, index, how);
    const name = rows[index]!.node.name;
    if (!moved) {
      setAnnouncement(t(`categories.announce.cannot.${how}`, { name }));
      return;
    }
    onArrange(moved);
    const at = moved.findIndex((r) => r.id === rows[index]!.id);
    setAnnouncement(
      t('categories.announce.moved', { name, position: at + 1, level: moved[at]!.depth + 1 }),
    );
  };

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('categories.dragInstructions') },
        }}
      >
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          {rows.length ? (
            <ol className="space-y-2" aria-label={t('categories.listLabel')}>
              {rows.map((row, index) => (
                <CategoryRowItem
                  key={row.id}
                  row={row}
                  position={index + 1}
                  editable={editable}
                  onMove={(how) => move(index, how)}
                  onEdit={() => props.onEdit(row)}
                  onAddChild={() => props.onAddChild(row)}
                  onDelete={() => props.onDelete(row)}
                />
              ))}
            </ol>
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
              {t('categories.empty')}
            </p>
          )}
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
