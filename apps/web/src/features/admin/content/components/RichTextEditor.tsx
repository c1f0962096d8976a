import type { MediaPicture } from '@fengshui/shared/admin-media';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Images,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  Unlink,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useUploadContentImage } from '../api/upload-content-image.ts';
import { cleanPastedHtml } from '../logic/clean-pasted-html.ts';
import { richTextExtensions } from '../logic/rich-text-extensions.ts';
import { proseClass, toolButtonClass } from './form-classes.ts';
import { LinkForm } from './LinkForm.tsx';
import { MediaLibraryDialog } from './MediaLibraryDialog.tsx';
import { RichTextPreview } from './RichTextPreview.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  /** Blog posts may hold pictures; FAQ answers do not need them. */
  allowImages?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The editor's HTML, '' when it holds no text (so "is required" still applies). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A visual editor of the owner's rich text (Tiptap on ProseMirror): the toolbar formats what is
 * selected, a paste from Word or Google Docs arrives cleaned, pictures come from an upload or the
 * media library, and Preview shows the text exactly as the server will keep it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  maxLength,
  rows = 14,
  allowImages = false,
  ...aria
}: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [linkOpen, setLinkOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const upload = useUploadContentImage();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // One set of extensions for the editor's life: new ones on every render would rebuild its schema.
  const extensions = useMemo(() => richTextExtensions(allowImages), [allowImages]);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        class: `${proseClass} max-w-none px-4 py-3 focus:outline-none`,
        style: `min-height: ${rows * 1.6}rem`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
  });

  // A value set from outside (the text as the server kept it, after a save) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      // A destroyed editor (the page is leaving) has no state left to ask.
      if (!current || current.isDestroyed) return null;
      return {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        h2: current.isActive('heading', { level: 2 }),
        h3: current.isActive('heading', { level: 3 }),
        h4: current.isActive('heading', { level: 4 }),
        bullet: current.isActive('bulletList'),
        ordered: current.isActive('orderedList'),
        quote: current.isActive('blockquote'),
        link: current.isActive('link'),
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      };
    },
  });

  const placePicture = (url: string, alt: string) => {
    editor?.chain().focus().setImage({ src: url, alt }).run();
  };

  const addImage = async (file: File) => {
    try {
      const { url } = await upload.mutateAsync(file);
      placePicture(url, file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' '));
      toast.success('Picture added');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const addLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
  };

  const tool = (
    label: string,
    icon: ReactNode,
    run: (editor: Editor) => void,
    options: { pressed?: boolean; disabled?: boolean } = {},
  ) => (
    <button
      type="button"
      className={`${toolButtonClass} ${options.pressed ? 'bg-white text-brand-700 ring-1 ring-gold-300' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={options.pressed}
      disabled={mode === 'preview' || !editor || options.disabled}
      onClick={() => editor && run(editor)}
    >
      {icon}
    </button>
  );

  return (
    <div className="rounded-lg border border-stone-300 bg-white shadow-sm focus-within:border-gold-500">
      <div className="flex flex-wrap items-center gap-1 border-b border-stone-200 bg-stone-50 p-1.5">
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={id}
          className="flex flex-wrap items-center gap-0.5"
        >
          {tool('Paragraph', <Pilcrow size={16} aria-hidden />, (e) =>
            e.chain().focus().setParagraph().run(),
          )}
          {tool(
            'Heading',
            <Heading2 size={16} aria-hidden />,
            (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
            {
              pressed: active?.h2,
            },
          )}
          {tool(
            'Subheading',
            <Heading3 size={16} aria-hidden />,
            (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
            {
              pressed: active?.h3,
            },
          )}
          {tool(
            'Small heading',
            <Heading4 size={16} aria-hidden />,
            (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
            {
              pressed: active?.h4,
            },
          )}
          {tool('Bold', <Bold size={16} aria-hidden />, (e) => e.chain().focus().toggleBold().run(), {
            pressed: active?.bold,
          })}
          {tool('Italic', <Italic size={16} aria-hidden />, (e) => e.chain().focus().toggleItalic().run(), {
            pressed: active?.italic,
          })}
          {tool(
            'Bulleted list',
            <List size={16} aria-hidden />,
            (e) => e.chain().focus().toggleBulletList().run(),
            {
              pressed: active?.bullet,
            },
          )}
          {tool(
            'Numbered list',
            <ListOrdered size={16} aria-hidden />,
            (e) => e.chain().focus().toggleOrderedList().run(),
            {
              pressed: active?.ordered,
            },
          )}
          {tool('Quote', <Quote size={16} aria-hidden />, (e) => e.chain().focus().toggleBlockquote().run(), {
            pressed: active?.quote,
          })}
          <button
            type="button"
            className={`${toolButtonClass} ${active?.link ? 'bg-white text-brand-700 ring-1 ring-gold-300' : ''}`}
            aria-label="Link"
            title="Link"
            aria-expanded={linkOpen}
            disabled={mode === 'preview' || !editor}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <Link2 size={16} aria-hidden />
          </button>
          {active?.link &&
            tool('Remove link', <Unlink size={16} aria-hidden />, (e) =>
              e.chain().focus().extendMarkRange('link').unsetLink().run(),
            )}
          {allowImages && (
            <>
              <button
                type="button"
                className={toolButtonClass}
                aria-label="Upload a picture"
                title="Upload a picture"
                disabled={mode === 'preview' || upload.isPending}
                onClick={() => fileInput.current?.click()}
              >
                <ImagePlus size={16} aria-hidden />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                className="hidden"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void addImage(file);
                }}
              />
              <button
                type="button"
                className={toolButtonClass}
                aria-label="Picture from the media library"
                title="Picture from the media library"
                disabled={mode === 'preview'}
                onClick={() => setLibraryOpen(true)}
              >
                <Images size={16} aria-hidden />
              </button>
            </>
          )}
          {tool('Undo', <Undo2 size={16} aria-hidden />, (e) => e.chain().focus().undo().run(), {
            disabled: !active?.canUndo,
          })}
          {tool('Redo', <Redo2 size={16} aria-hidden />, (e) => e.chain().focus().redo().run(), {
            disabled: !active?.canRedo,
          })}
        </div>
        <div className="ml-auto flex rounded-full bg-white p-0.5 ring-1 ring-stone-200">
          {(['write', 'preview'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={mode === choice}
              onClick={() => setMode(choice)}
              className={`rounded-full px-3 py-1 text-xs font-semibold capitalize focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${
                mode === choice ? 'bg-brand-600 text-white' : 'text-stone-600 hover:text-brand-700'
              }`}
            >
              {choice}
            </button>
          ))}
        </div>
      </div>
      {linkOpen && mode === 'write' && (
        <LinkForm
          initial={editor?.getAttributes('link').href ?? 'https://'}
          onCancel={() => setLinkOpen(false)}
          onAdd={(href) => {
            setLinkOpen(false);
            addLink(href);
          }}
        />
      )}
      <div className={mode === 'preview' ? 'hidden' : ''}>
        <EditorContent editor={editor} />
      </div>
      {mode === 'preview' && <RichTextPreview html={value} />}
      <p
        className={`border-t border-stone-100 px-3 py-1.5 text-right text-xs ${value.length > maxLength ? 'font-semibold text-brand-700' : 'text-stone-500'}`}
      >
        {value.length.toLocaleString('en-PH')} / {maxLength.toLocaleString('en-PH')} characters of HTML
      </p>
      {allowImages && (
        <MediaLibraryDialog
          open={libraryOpen}
          onClose={() => setLibraryOpen(false)}
          onChoose={(picture: MediaPicture) => {
            setLibraryOpen(false);
            placePicture(picture.url, picture.alt);
          }}
        />
      )}
    </div>
  );
}
