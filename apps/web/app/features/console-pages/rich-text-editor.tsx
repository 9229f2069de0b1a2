import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/**
 * Rich text (TEXT_AREA, TEXT_WITH_IMAGE, TITLE) with Tiptap: headings, emphasis, lists and links;
 * it answers HTML, which the server sanitises before it keeps it. Console-only: shoppers never
 * download it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false } }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class:
          'prose-sm min-h-28 px-3 py-2 focus:outline-none [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value changed from outside (another section moved here) replaces the content.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </span>
      <div
        className={cn(
          'rounded-lg border bg-white focus-within:border-accent focus-within:outline-2 focus-within:outline-accent/40',
          error ? 'border-red-600' : 'border-gray-300',
        )}
      >
        {editor ? <Toolbar editor={editor} label={label} /> : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('console');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools = [
    { key: 'bold', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'h2', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', text: '1.', run: () => chain().toggleOrderedList().run() },
    {
      key: 'link',
      text: '🔗',
      run: () => {
        if (editor.isActive('link')) return chain().unsetLink().run();
        const href = window.prompt(t('pageBuilder.rich.linkPrompt'));
        if (href) chain().setLink({ href }).run();
      },
    },
  ] as const;
  return (
    <div
      role="toolbar"
      aria-label={t('pageBuilder.rich.toolbar', { field: label })}
      className="flex flex-wrap gap-1 border-b border-gray-200 p-1"
    >
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          aria-label={t(`pageBuilder.rich.${tool.key}`)}
          aria-pressed={active[tool.key]}
          onClick={tool.run}
          className="h-8 min-w-8 rounded px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 aria-pressed:bg-gray-200 aria-pressed:text-gray-900"
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
    </div>
  );
}
