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
import { PlusIcon } from '../../components/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  dropRow,
  INDENT_PX,
  moveRow,
  newRowId,
  removeRow,
  type MenuMove,
  type MenuRow,
} from './menu-items.ts';
import { MenuRowItem, type MenuTargets } from './menu-row-item.tsx';

type MenuEditorProps = {
  rows: MenuRow[];
  onChange: (rows: MenuRow[]) => void;
  targets: MenuTargets;
  /** Show each row's problems (after a first attempt to save). */
  showProblems: boolean;
};

/**
 * The menu as a list of rows to drag (pointer or keyboard: space, arrows, space) or to move with
 * the buttons on each row; every move is announced to screen readers.
 */
export function MenuEditor({ rows, onChange, targets, showProblems }: MenuEditorProps) {
  const { t } = useTranslation('console');
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: unknown) => rows.find((row) => row.id === id)?.label || t('menu.untitled');
  const positionOf = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menu.announce.picked', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('menu.announce.over', { label: labelOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('menu.announce.dropped', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('menu.announce.cancelled', { label: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const row = rows.find((r) => r.id === active.id);
    if (!row || !over) return;
    const wanted = row.depth + Math.round(delta.x / INDENT_PX);
    onChange(dropRow(rows, row.id, String(over.id), wanted));
  };

  const move = (index: number, how: MenuMove) => {
    const moved = moveRow(rows, index, how);
    const label = rows[index]!.label || t('menu.untitled');
    if (!moved) {
      setAnnouncement(t(`menu.announce.cannot.${how}`, { label }));
      return;
    }
    onChange(moved);
    const at = moved.findIndex((r) => r.id === rows[index]!.id);
    setAnnouncement(
      t('menu.announce.moved', { label, position: at + 1, level: moved[at]!.depth + 1 }),
    );
  };

  const add = () => {
    onChange([...rows, { id: newRowId(), depth: 0, label: '', kind: 'custom', target: '' }]);
    setAnnouncement(t('menu.announce.added'));
  };

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('menu.dragInstructions') },
        }}
      >
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          {rows.length ? (
            <ol className="space-y-2" aria-label={t('menu.listLabel')}>
              {rows.map((row, index) => (
                <MenuRowItem
                  key={row.id}
                  row={row}
                  position={index + 1}
                  targets={targets}
                  showProblems={showProblems}
                  onChange={(changed) => onChange(rows.map((r) => (r.id === row.id ? changed : r)))}
                  onMove={(how) => move(index, how)}
                  onRemove={() => {
                    onChange(removeRow(rows, index));
                    setAnnouncement(t('menu.announce.removed', { label: labelOf(row.id) }));
                  }}
                />
              ))}
            </ol>
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
              {t('menu.empty')}
            </p>
          )}
        </SortableContext>
      </DndContext>
      <Button variant="outline" className="mt-4" onClick={add}>
        <PlusIcon aria-hidden />
        {t('menu.add')}
      </Button>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
