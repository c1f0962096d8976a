import { z } from 'zod';
import { fromNumberText } from './number-text.ts';

// docs/admin.md#rich-text: the media library the rich-text editor picks pictures from: every
// picture the owner has put in the shop (product pictures, covers, guide previews and the pictures
// inside texts), newest first.

export const MEDIA_LIBRARY_PAGE_SIZE = 48;

export const mediaLibraryQuerySchema = z.object({
  q: z.string().trim().max(80, { error: 'Search must be at most 80 characters' }).optional(),
  page: fromNumberText(
    z
      .number({ error: 'Page must be a number' })
      .int({ error: 'Page must be a whole number' })
      .min(1, { error: 'Page must be at least 1' })
      .max(1000, { error: 'Page is too large' }),
  ).prefault(1),
});
export type MediaLibraryQuery = z.infer<typeof mediaLibraryQuerySchema>;

export const MEDIA_SOURCES = ['product', 'blog', 'guide', 'text'] as const;

export const mediaPictureSchema = z.object({
  url: z.string(),
  /** What the picture shows, as the shop names it: a product's or a post's title. */
  alt: z.string(),
  source: z.enum(MEDIA_SOURCES),
});
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

export const mediaLibraryResponseSchema = z.object({
  pictures: z.array(mediaPictureSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type MediaLibraryResponse = z.infer<typeof mediaLibraryResponseSchema>;
