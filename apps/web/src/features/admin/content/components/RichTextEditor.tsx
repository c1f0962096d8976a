import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  WrapText,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useRichTextPreview } from '../api/preview-rich-text.ts';
import { useUploadContentImage } from '../api/upload-content-image.ts';
import {
  type EditorState,
  insertImage,
  insertLink,
  isAllowedLink,
  makeList,
  paragraphsFromPlainText,
  wrapBlock,
  wrapInline,
} from '../logic/rich-text-commands.ts';
import { proseClass, smallButtonClass, textareaClass, toolButtonClass } from './form-classes.ts';

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

const PREVIEW_DELAY_MS = 400;

/**
 * The HTML of a text in a plain textarea, with a toolbar that writes the tags the server keeps, and a
 * preview of the text exactly as the server will save it. Dependable on every browser and phone, which
 * a contentEditable editor is not.
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
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [linkOpen, setLinkOpen] = useState(false);
  const upload = useUploadContentImage();

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
  });

  const current = (): EditorState => ({
    value,
    selectionStart: textarea.current?.selectionStart ?? value.length,
    selectionEnd: textarea.current?.selectionEnd ?? value.length,
  });
  const apply = (command: (state: EditorState) => EditorState) => {
    const next = command(current());
    pendingSelection.current = [next.selectionStart, next.selectionEnd];
    onChange(next.value);
  };

  const addImage = async (file: File) => {
    try {
      const { url } = await upload.mutateAsync(file);
      apply((state) => insertImage(state, url, file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ')));
      toast.success('Picture added');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const tool = (label: string, icon: ReactNode, command: (state: EditorState) => EditorState) => (
    <button
      type="button"
      className={toolButtonClass}
      aria-label={label}
      title={label}
      disabled={mode === 'preview'}
      onClick={() => apply(command)}
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
          {tool('Paragraph', <Pilcrow size={16} aria-hidden />, (state) => wrapBlock(state, 'p'))}
          {tool('Heading', <Heading2 size={16} aria-hidden />, (state) => wrapBlock(state, 'h2'))}
          {tool('Subheading', <Heading3 size={16} aria-hidden />, (state) => wrapBlock(state, 'h3'))}
          {tool('Small heading', <Heading4 size={16} aria-hidden />, (state) => wrapBlock(state, 'h4'))}
          {tool('Bold', <Bold size={16} aria-hidden />, (state) => wrapInline(state, 'strong'))}
          {tool('Italic', <Italic size={16} aria-hidden />, (state) => wrapInline(state, 'em'))}
          {tool('Bulleted list', <List size={16} aria-hidden />, (state) => makeList(state, 'ul'))}
          {tool('Numbered list', <ListOrdered size={16} aria-hidden />, (state) => makeList(state, 'ol'))}
          {tool('Quote', <Quote size={16} aria-hidden />, (state) => wrapBlock(state, 'blockquote'))}
          <button
            type="button"
            className={toolButtonClass}
            aria-label="Link"
            title="Link"
            aria-expanded={linkOpen}
            disabled={mode === 'preview'}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <Link2 size={16} aria-hidden />
          </button>
          {allowImages && (
            <>
              <button
                type="button"
                className={toolButtonClass}
                aria-label="Picture"
                title="Picture"
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
            </>
          )}
          {tool('Turn plain text into paragraphs', <WrapText size={16} aria-hidden />, (state) => {
            const html = paragraphsFromPlainText(state.value);
            return { value: html, selectionStart: html.length, selectionEnd: html.length };
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
          onCancel={() => setLinkOpen(false)}
          onAdd={(href) => {
            setLinkOpen(false);
            apply((state) => insertLink(state, href));
          }}
        />
      )}
      <textarea
        ref={textarea}
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        spellCheck
        onChange={(event) => onChange(event.target.value)}
        className={`${textareaClass} rounded-none border-0 font-mono shadow-none focus:ring-0 ${mode === 'preview' ? 'hidden' : ''}`}
        {...aria}
      />
      {mode === 'preview' && <RichTextPreview html={value} />}
      <p className="border-t border-stone-100 px-3 py-1.5 text-right text-xs text-stone-500">
        {value.length.toLocaleString('en-PH')} / {maxLength.toLocaleString('en-PH')}
      </p>
    </div>
  );
}

function LinkForm({ onAdd, onCancel }: { onAdd: (href: string) => void; onCancel: () => void }) {
  const inputId = useId();
  const [href, setHref] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = () => {
    if (!isAllowedLink(href)) {
      setError('Use an address starting with https://, http://, mailto: or / for a page of the shop.');
      return;
    }
    onAdd(href.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-amber-50/50 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-stone-700">
          Link address
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
            if (event.key === 'Escape') onCancel();
          }}
          aria-invalid={error ? true : undefined}
          className="block min-h-9 w-full rounded-md border border-stone-300 px-2 text-sm focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300"
        />
        {error && (
          <p role="alert" className="mt-1 text-xs text-brand-700">
            {error}
          </p>
        )}
      </div>
      <button type="button" className={smallButtonClass} onClick={submit}>
        Add link
      </button>
      <button type="button" className={smallButtonClass} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** The text as the server will keep it: the same sanitiser answers the preview. */
function RichTextPreview({ html }: { html: string }) {
  const settled = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const preview = useRichTextPreview(settled, settled.trim().length > 0);
  return (
    <div className="min-h-40 px-4 py-3" aria-live="polite" aria-busy={preview.isFetching}>
      {!settled.trim() && <p className="text-sm text-stone-500">Nothing to preview yet.</p>}
      {preview.isPending && settled.trim() && (
        <p className="text-sm text-stone-500">Preparing the preview…</p>
      )}
      {preview.isError && (
        <p role="alert" className="text-sm text-brand-700">
          {errorMessage(preview.error)}
        </p>
      )}
      {preview.data && (
        // The server sanitised this HTML with the allow-list it saves with; it is safe to render.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      )}
    </div>
  );
}
