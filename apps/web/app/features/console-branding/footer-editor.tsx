import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, Link2Off, List } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The footer's rich text in Tiptap: paragraphs, bold, italic, bulleted lists and links, the
 * HTML the server sanitises again on save. Rendered in the browser only (Tiptap needs the DOM);
 * the server draws an empty box of the same size.
 */
export function FooterEditor({
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
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: false,
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
        class: 'rich-text min-h-32 px-3 py-2.5 text-sm leading-relaxed text-gray-800 outline-none',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
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
        {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b border-gray-200" />}
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

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('console');
  const [linking, setLinking] = useState<string | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      list: e.isActive('bulletList'),
      link: e.isActive('link'),
    }),
  });
  const toggle = (pressed: boolean, label: string, icon: React.ReactNode, run: () => void) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={run}
      className={cn('px-2 [&_svg]:size-4', pressed && 'bg-gray-200 text-gray-900')}
    >
      {icon}
    </Button>
  );
  const applyLink = () => {
    const href = linking?.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinking(null);
  };
  return (
    <div className="border-b border-gray-200 bg-gray-50">
      <div role="toolbar" aria-label={t('branding.editor.toolbar')} className="flex gap-1 p-1.5">
        {toggle(active.bold, t('branding.editor.bold'), <Bold aria-hidden />, () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {toggle(active.italic, t('branding.editor.italic'), <Italic aria-hidden />, () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {toggle(active.list, t('branding.editor.bulletList'), <List aria-hidden />, () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {toggle(active.link, t('branding.editor.link'), <Link2 aria-hidden />, () =>
          setLinking((editor.getAttributes('link').href as string | undefined) ?? ''),
        )}
        {active.link
          ? toggle(false, t('branding.editor.unlink'), <Link2Off aria-hidden />, () =>
              editor.chain().focus().extendMarkRange('link').unsetLink().run(),
            )
          : null}
      </div>
      {linking !== null ? (
        <div className="flex gap-2 border-t border-gray-200 p-2">
          <input
            autoFocus
            aria-label={t('branding.editor.linkUrl')}
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
            {t('branding.editor.applyLink')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
