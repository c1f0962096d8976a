import { IMAGE_ACCEPT, PRODUCT_IMAGE_MAX_MB, PRODUCT_IMAGES_MAX } from '@fengshui/shared/admin-catalog';
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ImageWithFallback } from '../../../../components/ImageWithFallback.tsx';
import { checkChosenPicture } from '../logic/picture-check.ts';
import { type ImageDraft, makeMain, moveItem, nextKey } from '../logic/product-form.ts';
import { iconButtonClass, sectionTitleClass, smallButtonClass } from './form-classes.ts';

interface Props {
  images: ImageDraft[];
  /** A problem with the pictures as a whole, or the server's refusal of one of them. */
  error?: string | undefined;
  onChange: (images: ImageDraft[], removedImageId?: number) => void;
}

/** A preview URL for a picked file; jsdom and old browsers may not make one. */
export function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function releasePreview(image: ImageDraft): void {
  if (image.kind === 'new' && image.url && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(image.url);
}

/**
 * Several pictures with previews; the first is the main picture. Order, set main, remove. A chosen
 * file is decoded before it joins the list; one that is not a picture is refused here, by name.
 */
export function ImagesSection({ images, error, onChange }: Props) {
  const inputId = useId();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const room = PRODUCT_IMAGES_MAX - images.length;

  const addFiles = async (files: File[]) => {
    setChecking(true);
    const verdicts = await Promise.all(files.map(checkChosenPicture));
    setChecking(false);
    const problems: string[] = [];
    const accepted: ImageDraft[] = [];
    files.forEach((file, index) => {
      const problem = verdicts[index];
      if (problem) problems.push(problem);
      else if (accepted.length >= room)
        problems.push(`A product can have at most ${PRODUCT_IMAGES_MAX} pictures.`);
      else accepted.push({ key: nextKey('image'), kind: 'new', file, url: previewUrl(file) });
    });
    setRefusals([...new Set(problems)]);
    if (accepted.length > 0) onChange([...images, ...accepted]);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (!image) return;
    releasePreview(image);
    onChange(
      images.filter((_, position) => position !== index),
      image.kind === 'existing' ? image.imageId : undefined,
    );
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className={`${sectionTitleClass} px-1`}>Pictures</legend>
      {images.length === 0 ? (
        <p className="text-sm text-stone-500">
          No pictures yet. The shop shows a placeholder until one is added.
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {images.map((image, index) => {
            const label = `picture ${index + 1}`;
            return (
              <li
                key={image.key}
                className="flex items-center gap-3 rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200"
                data-testid="image-item"
              >
                <ImageWithFallback
                  src={image.url}
                  alt={image.kind === 'new' ? image.file.name : `Picture ${index + 1}`}
                  className="h-16 w-16 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-xs text-stone-600">
                    {index === 0 ? (
                      <span className="mr-1 rounded-full bg-gold-400 px-2 py-0.5 text-[11px] font-bold text-ink">
                        Main
                      </span>
                    ) : null}
                    {image.kind === 'new' ? `New: ${image.file.name}` : `Picture ${index + 1}`}
                  </p>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    <button
                      type="button"
                      className={iconButtonClass}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(images, index, -1))}
                      aria-label={`Move ${label} up`}
                    >
                      <ArrowUp size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      disabled={index === images.length - 1}
                      onClick={() => onChange(moveItem(images, index, 1))}
                      aria-label={`Move ${label} down`}
                    >
                      <ArrowDown size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      disabled={index === 0}
                      onClick={() => onChange(makeMain(images, index))}
                      aria-label={`Make ${label} the main picture`}
                      title="Make main picture"
                    >
                      <Star size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      onClick={() => remove(index)}
                      aria-label={`Remove ${label}`}
                    >
                      <Trash2 size={16} aria-hidden />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={room <= 0}
          className="peer sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={`${smallButtonClass} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-gold-400 ${room <= 0 ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImagePlus size={14} aria-hidden /> {checking ? 'Checking pictures…' : 'Add pictures'}
        </label>
        <p className="mt-1.5 text-xs text-stone-500">
          JPEG, PNG, WebP, GIF or AVIF, at most {PRODUCT_IMAGE_MAX_MB} MB each and {PRODUCT_IMAGES_MAX} in
          all. The first picture is the main one.
        </p>
      </div>
      {[...refusals, ...(error ? [error] : [])].map((message) => (
        <p key={message} role="alert" className="text-sm text-brand-600">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
