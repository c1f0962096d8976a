import { type ComponentProps, lazy, Suspense } from 'react';

// The editor (Tiptap and ProseMirror, ~130 kB gzipped) loads only when a text is edited, not with the
// rest of the admin area.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense
      fallback={
        <p className="flex min-h-48 items-center justify-center rounded-lg border border-stone-300 bg-stone-50 text-sm text-stone-500">
          Loading the editor…
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
