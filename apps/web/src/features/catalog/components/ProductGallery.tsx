import type { ProductImage } from '@fengshui/shared/catalog';
import { ZOOM_RESULT_PX } from '@fengshui/shared/constants';
import { ZoomIn } from 'lucide-react';
import { type CSSProperties, useRef, useState } from 'react';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { type Size, widestSource, zoomGeometry } from '../logic/zoom-geometry.ts';

interface Props {
  images: readonly ProductImage[];
  productName: string;
  /** When set or changed (a newly chosen variant's image), the main image switches to it. */
  activeImageUrl?: string | null;
  /** The responsive sources of `activeImageUrl`, so a variant image is as sharp (and zooms as far) as the others. */
  activeImageSrcset?: string | null;
}

/** Either one of the product's own images or a variant image that is not among them. */
type Shown = { index: number } | { url: string };

interface Pointer {
  x: number;
  y: number;
  box: Size;
  natural: Size | null;
}

// Browsers replay a tap as mouse events; ignore those so a finished touch does not reopen the lens.
const EMULATED_MOUSE_WINDOW_MS = 800;

function shownFor(images: readonly ProductImage[], url: string | null | undefined): Shown {
  if (!url) return { index: 0 };
  const index = images.findIndex((image) => image.url === url);
  return index >= 0 ? { index } : { url };
}

export function ProductGallery({
  images,
  productName,
  activeImageUrl = null,
  activeImageSrcset = null,
}: Props) {
  const [shown, setShown] = useState<Shown>(() => shownFor(images, activeImageUrl));
  // The thumbnails change the picture through the page's code: until it runs, they wait, disabled.
  const hydrated = useHydrated();
  const [lastActive, setLastActive] = useState(activeImageUrl);
  if (activeImageUrl !== lastActive) {
    // Adjusting state while rendering: the switch shows in the same paint as the new variant.
    setLastActive(activeImageUrl);
    if (activeImageUrl) setShown(shownFor(images, activeImageUrl));
  }

  const wide = useMediaQuery('(min-width: 1024px)');
  const boxRef = useRef<HTMLDivElement>(null);
  const lastTouchAt = useRef(0);
  const [pointer, setPointer] = useState<Pointer | null>(null);

  const ownImage = 'index' in shown ? images[shown.index] : undefined;
  const mainUrl = 'url' in shown ? shown.url : (ownImage?.url ?? null);
  const mainSrcset =
    ownImage?.srcset ??
    ('url' in shown && shown.url === activeImageUrl ? activeImageSrcset : null) ??
    undefined;
  const mainAlt = ownImage?.alt || productName;

  const track = (clientX: number, clientY: number) => {
    const box = boxRef.current;
    if (!box || !mainUrl) return;
    const rect = box.getBoundingClientRect();
    const img = box.querySelector('img');
    setPointer({
      x: clientX - rect.left,
      y: clientY - rect.top,
      box: { width: rect.width, height: rect.height },
      natural: img?.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : null,
    });
  };
  const fromMouse = () => Date.now() - lastTouchAt.current > EMULATED_MOUSE_WINDOW_MS;
  const endTouch = () => {
    lastTouchAt.current = Date.now();
    setPointer(null);
  };

  // Beside the picture on wide screens; over it (and never larger than it) on narrow ones.
  const paneSize =
    pointer && !wide ? Math.min(ZOOM_RESULT_PX, pointer.box.width, pointer.box.height) : ZOOM_RESULT_PX;
  const geometry = pointer
    ? zoomGeometry({ pointer, box: pointer.box, natural: pointer.natural, paneSize })
    : null;
  const paneStyle: CSSProperties | undefined = geometry
    ? {
        width: paneSize,
        height: paneSize,
        backgroundImage: `url("${widestSource(mainSrcset, mainUrl ?? '')}")`,
        backgroundSize: `${geometry.background.width}px ${geometry.background.height}px`,
        backgroundPosition: `${geometry.background.x}px ${geometry.background.y}px`,
      }
    : undefined;
  const pane = geometry && (
    <div
      aria-hidden
      data-testid="zoom-pane"
      style={paneStyle}
      className={`pointer-events-none absolute z-30 rounded-xl border border-gold-300 bg-white bg-no-repeat shadow-xl ${
        wide ? 'top-0 left-[calc(100%+2rem)]' : 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2'
      }`}
    />
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only magnifier; the picture itself stays fully visible to everyone. */}
        <div
          ref={boxRef}
          className="relative aspect-square cursor-crosshair touch-none overflow-hidden rounded-xl bg-stone-50 select-none"
          onMouseEnter={(event) => fromMouse() && track(event.clientX, event.clientY)}
          onMouseMove={(event) => fromMouse() && track(event.clientX, event.clientY)}
          onMouseLeave={() => setPointer(null)}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            if (touch) track(touch.clientX, touch.clientY);
          }}
          onTouchMove={(event) => {
            const touch = event.touches[0];
            if (touch) track(touch.clientX, touch.clientY);
          }}
          onTouchEnd={endTouch}
          onTouchCancel={endTouch}
        >
          <ImageWithFallback
            src={mainUrl}
            srcSet={mainSrcset}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={mainAlt}
            width={640}
            height={640}
            fetchPriority="high"
            draggable={false}
            data-testid="main-image"
            className="h-full w-full object-cover"
          />
          {!wide && pane}
          {geometry && (
            <div
              aria-hidden
              data-testid="zoom-lens"
              className="pointer-events-none absolute z-40 rounded-md border-2 border-gold-400 bg-white/25 shadow-[0_0_0_1px_rgba(0,0,0,0.15)]"
              style={{
                left: geometry.lens.left,
                top: geometry.lens.top,
                width: geometry.lens.size,
                height: geometry.lens.size,
              }}
            />
          )}
        </div>
        {wide && pane}
      </div>

      {mainUrl && (
        <p className="flex items-center gap-1.5 text-xs text-stone-500">
          <ZoomIn size={14} aria-hidden />
          {wide ? 'Hover over the image to zoom' : 'Touch and drag on the image to zoom'}
        </p>
      )}

      {images.length > 1 && (
        <div className="no-scrollbar -mx-1 flex gap-2 overflow-x-auto px-1 py-1">
          {images.map((image, index) => {
            const selected = 'index' in shown && shown.index === index;
            return (
              <button
                key={image.url}
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={selected}
                onClick={() => setShown({ index })}
                disabled={!hydrated}
                className={`h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 bg-white transition sm:h-20 sm:w-20 ${
                  selected
                    ? 'border-brand-600 ring-2 ring-brand-200'
                    : 'border-stone-200 opacity-75 hover:border-gold-400 hover:opacity-100'
                }`}
              >
                <ImageWithFallback
                  src={image.url}
                  srcSet={image.srcset}
                  sizes="80px"
                  alt=""
                  loading="lazy"
                  width={80}
                  height={80}
                  className="h-full w-full object-cover"
                />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
