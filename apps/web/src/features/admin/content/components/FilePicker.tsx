import { FileText, ImageIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { smallButtonClass } from './form-classes.ts';

interface Props {
  label: string;
  kind: 'image' | 'pdf';
  /** The stored file, if there is one. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  maxBytes: number;
  hint?: string;
  error?: string;
}

const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/gif,image/avif', pdf: 'application/pdf,.pdf' };

/** Chooses one file, shows what is stored and what will replace it; the server checks it again. */
export function FilePicker({ label, kind, currentUrl, file, onFile, maxBytes, hint, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    // Older browsers (and the test DOM) have no object URLs: the file name alone is shown then.
    if (!file || kind !== 'image' || typeof URL.createObjectURL !== 'function') {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);

  const choose = (chosen: File | undefined) => {
    setLocalError(null);
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      setLocalError(`The file is too large (at most ${Math.round(maxBytes / (1024 * 1024))} MB)`);
      return;
    }
    if (kind === 'pdf' && !/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf') {
      setLocalError('Choose a PDF file');
      return;
    }
    onFile(chosen);
  };

  const shownError = localError ?? error;
  const shownImage = objectUrl ?? (kind === 'image' ? currentUrl : null);
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-stone-50 p-3">
        {kind === 'image' ? (
          shownImage ? (
            <img
              src={shownImage}
              alt=""
              className="h-20 w-32 rounded-md object-cover ring-1 ring-stone-200"
            />
          ) : (
            <span className="flex h-20 w-32 items-center justify-center rounded-md bg-white text-stone-400 ring-1 ring-stone-200">
              <ImageIcon size={28} aria-hidden />
            </span>
          )
        ) : (
          <span className="flex h-14 w-12 items-center justify-center rounded-md bg-white text-brand-600 ring-1 ring-stone-200">
            <FileText size={26} aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1 text-sm">
          {file ? (
            <p className="truncate font-medium text-ink">New: {file.name}</p>
          ) : currentUrl ? (
            kind === 'pdf' ? (
              <a
                href={currentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                Open the current PDF
              </a>
            ) : (
              <p className="text-stone-600">Current picture</p>
            )
          ) : (
            <p className="text-stone-500">No file yet</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButtonClass}
              aria-describedby={`${id}-label`}
              onClick={() => input.current?.click()}
            >
              {file || currentUrl ? 'Replace' : 'Choose file'}
            </button>
            {file && (
              <button type="button" className={smallButtonClass} onClick={() => onFile(null)}>
                <X size={14} aria-hidden /> Keep the current one
              </button>
            )}
          </div>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {shownError && (
        <p role="alert" className="mt-1 text-sm text-brand-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
