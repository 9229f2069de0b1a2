import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SectionComponent, SectionInput } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { DraftBar } from './draft-bar.tsx';
import { SelectField } from './fields.tsx';
import { moved, newSection, SECTION_TYPES } from './draft-edits.ts';
import { PreviewFrame } from './preview-frame.tsx';
import { SectionForm, type Category } from './section-form.tsx';
import type { useDraft } from './use-draft.ts';

/**
 * One page's sections beside the live preview: add, edit, reorder (drag, or the arrow buttons
 * from the keyboard) and remove. Each change is autosaved and the preview follows.
 */
export function PageEditor({
  editor,
  pageIndex,
  categories,
}: {
  editor: ReturnType<typeof useDraft>;
  pageIndex: number;
  categories: Category[];
}) {
  const { t } = useTranslation('console');
  const page = editor.draft.pages![pageIndex]!;
  const [showPreview, setShowPreview] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const setSections = (change: (sections: SectionInput[]) => SectionInput[]) =>
    editor.update((draft) => ({
      ...draft,
      pages: draft.pages!.map((p, i) =>
        i === pageIndex ? { ...p, sections: change(p.sections) } : p,
      ),
    }));
  const errorOf = (index: number) => (field: string) =>
    editor.errors[`pages.${pageIndex}.sections.${index}.content.${field}`]?.[0];

  return (
    <div>
      <DraftBar editor={editor} />
      <div className="mb-4 lg:hidden">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowPreview((shown) => !shown)}
          aria-pressed={showPreview}
        >
          {showPreview ? t('pageBuilder.preview.hide') : t('pageBuilder.preview.show')}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className={cn('space-y-6', showPreview && 'hidden lg:block')}>
          <header>
            <Link
              to="/admin/pages"
              className="text-sm text-gray-600 underline-offset-4 hover:underline"
            >
              {t('pageBuilder.allPages')}
            </Link>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">{page.title}</h1>
            <p className="text-sm text-gray-600">{pagePathLabel(page.url)}</p>
          </header>
          <SectionList
            sections={page.sections}
            onChange={setSections}
            errorOf={errorOf}
            categories={categories}
            open={open}
            setOpen={setOpen}
          />
          <AddSection
            onAdd={(component) => {
              const section = newSection(component);
              setSections((sections) => [...sections, section]);
              setOpen(section.id);
            }}
          />
        </div>
        <div
          className={cn(
            'lg:sticky lg:top-36 lg:block lg:h-[calc(100dvh-10rem)]',
            showPreview ? 'h-[75dvh]' : 'hidden',
          )}
        >
          <PreviewFrame url={page.url} />
        </div>
      </div>
    </div>
  );
}

const pagePathLabel = (url: string) => (url === 'home' ? '/ (home)' : `/${url}`);

function AddSection({ onAdd }: { onAdd: (component: SectionComponent) => void }) {
  const { t } = useTranslation('console');
  const [type, setType] = useState<SectionComponent>('TEXT_AREA');
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-gray-300 p-4">
      <div className="min-w-48 flex-1">
        <SelectField
          label={t('pageBuilder.sectionType')}
          value={type}
          options={SECTION_TYPES.map((value) => ({ value, label: t(`pageBuilder.type.${value}`) }))}
          onChange={(value) => setType(value as SectionComponent)}
        />
      </div>
      <Button onClick={() => onAdd(type)}>{t('pageBuilder.addSection')}</Button>
    </div>
  );
}

function SectionList({
  sections,
  onChange,
  errorOf,
  categories,
  open,
  setOpen,
}: {
  sections: SectionInput[];
  onChange: (change: (sections: SectionInput[]) => SectionInput[]) => void;
  errorOf: (index: number) => (field: string) => string | undefined;
  categories: Category[];
  open: string | null;
  setOpen: (id: string | null) => void;
}) {
  const { t } = useTranslation('console');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((list) => {
      const from = list.findIndex((s) => s.id === active.id);
      const to = list.findIndex((s) => s.id === over.id);
      return moved(list, from, to);
    });
  };
  if (!sections.length) return <p className="text-gray-600">{t('pageBuilder.noSections')}</p>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label={t('pageBuilder.sections')}>
          {sections.map((section, index) => (
            <SectionCard
              key={section.id}
              section={section}
              index={index}
              count={sections.length}
              expanded={open === section.id}
              onToggle={() => setOpen(open === section.id ? null : section.id)}
              onMove={(to) => onChange((list) => moved(list, index, to))}
              onRemove={() => onChange((list) => list.filter((s) => s.id !== section.id))}
              onChange={(next) =>
                onChange((list) => list.map((s) => (s.id === section.id ? next : s)))
              }
              error={errorOf(index)}
              categories={categories}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SectionCard({
  section,
  index,
  count,
  expanded,
  onToggle,
  onMove,
  onRemove,
  onChange,
  error,
  categories,
}: {
  section: SectionInput;
  index: number;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onChange: (section: SectionInput) => void;
  error: (field: string) => string | undefined;
  categories: Category[];
}) {
  const { t } = useTranslation('console');
  const sortable = useSortable({ id: section.id });
  const name = `${index + 1}. ${t(`pageBuilder.type.${section.component}`)}`;
  const formId = `section-${section.id}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cn(
        'rounded-xl border border-gray-200 bg-white shadow-xs',
        sortable.isDragging && 'relative z-10 shadow-lg',
      )}
      data-section-id={section.id}
    >
      <div className="flex items-center gap-1 p-2">
        <button
          type="button"
          className="cursor-grab rounded p-2 text-gray-500 hover:bg-gray-100 active:cursor-grabbing"
          aria-label={t('pageBuilder.drag', { section: name })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical strokeWidth={1.8} aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className="flex-1 rounded px-2 py-2 text-left font-medium text-gray-900 hover:bg-gray-50"
          aria-expanded={expanded}
          aria-controls={formId}
          onClick={onToggle}
        >
          {name}
        </button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('pageBuilder.moveUp', { section: name })}
        >
          <ArrowUp strokeWidth={1.8} aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('pageBuilder.moveDown', { section: name })}
        >
          <ArrowDown strokeWidth={1.8} aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('pageBuilder.remove', { section: name })}
        >
          <TrashIcon />
        </Button>
      </div>
      {expanded ? (
        <div id={formId} className="border-t border-gray-100 p-4">
          <SectionForm
            section={section}
            onChange={onChange}
            error={error}
            categories={categories}
          />
        </div>
      ) : null}
    </li>
  );
}
