import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, Link2Off, List, ListOrdered } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { inputClass } from './text-field.tsx';

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Headings and numbered lists besides paragraphs, emphasis, bullets and links (page sections). */
  headings?: boolean;
};

/**
 * The console's rich text in Tiptap (footer, page sections): it answers HTML, which the server
 * sanitises before it keeps it. Rendered in the browser only (Tiptap needs the DOM); the server
 * draws an empty box of the same size. Console-only: shoppers never download it.
 */
export function RichTextEditor({ label, value, onChange, error, headings }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: headings ? { levels: [1, 2, 3] } : false,
        orderedList: headings ? {} : false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        link: { openOnClick: false, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class:
          'rich-text min-h-32 px-3 py-2.5 text-sm leading-relaxed text-gray-800 outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value changed from outside (a section moved here, a draft restored) replaces the content.
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
          'overflow-hidden rounded-lg border bg-white focus-within:border-accent focus-within:outline-2 focus-within:outline-accent/40',
          error ? 'border-red-600' : 'border-gray-300',
        )}
      >
        {editor ? (
          <Toolbar editor={editor} label={label} headings={headings} />
        ) : (
          <div className="h-11 border-b border-gray-200" />
        )}
        {editor ? <EditorContent editor={editor} /> : <div className="min-h-32" />}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({
  editor,
  label,
  headings,
}: {
  editor: Editor;
  label: string;
  headings?: boolean;
}) {
  const { t } = useTranslation('console');
  const [linking, setLinking] = useState<string | null>(null);
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
  const toggle = (pressed: boolean, name: string, icon: React.ReactNode, run: () => void) => (
    <Button
      key={name}
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      aria-label={t(`richText.${name}`)}
      title={t(`richText.${name}`)}
      onClick={run}
      className={cn('px-2 [&_svg]:size-4', pressed && 'bg-gray-200 text-gray-900')}
    >
      {icon}
    </Button>
  );
  const applyLink = () => {
    const href = linking?.trim();
    const link = chain().extendMarkRange('link');
    if (href) link.setLink({ href }).run();
    else link.unsetLink().run();
    setLinking(null);
  };
  return (
    <div className="border-b border-gray-200 bg-gray-50">
      <div
        role="toolbar"
        aria-label={t('richText.toolbar', { field: label })}
        className="flex flex-wrap gap-1 p-1.5"
      >
        {toggle(active.bold, 'bold', <Bold aria-hidden />, () => chain().toggleBold().run())}
        {toggle(active.italic, 'italic', <Italic aria-hidden />, () =>
          chain().toggleItalic().run(),
        )}
        {headings
          ? [
              toggle(active.h2, 'h2', <Heading2 aria-hidden />, () =>
                chain().toggleHeading({ level: 2 }).run(),
              ),
              toggle(active.h3, 'h3', <Heading3 aria-hidden />, () =>
                chain().toggleHeading({ level: 3 }).run(),
              ),
            ]
          : null}
        {toggle(active.bullets, 'bullets', <List aria-hidden />, () =>
          chain().toggleBulletList().run(),
        )}
        {headings
          ? toggle(active.numbers, 'numbers', <ListOrdered aria-hidden />, () =>
              chain().toggleOrderedList().run(),
            )
          : null}
        {toggle(active.link, 'link', <Link2 aria-hidden />, () =>
          setLinking((editor.getAttributes('link').href as string | undefined) ?? ''),
        )}
        {active.link
          ? toggle(false, 'unlink', <Link2Off aria-hidden />, () =>
              chain().extendMarkRange('link').unsetLink().run(),
            )
          : null}
      </div>
      {linking !== null ? (
        <div className="flex gap-2 border-t border-gray-200 p-2">
          <input
            autoFocus
            aria-label={t('richText.linkUrl')}
            placeholder="https://"
            value={linking}
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(null);
            }}
            className={cn(inputClass, 'h-9 text-sm')}
          />
          <Button size="sm" onClick={applyLink}>
            {t('richText.applyLink')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
