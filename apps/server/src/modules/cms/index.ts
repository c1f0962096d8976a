// The cms module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { getPublishedBlog } from './blog-service.ts';
export { CONTENT_IMAGE_WIDTHS, storeContentImage, storeGuidePdf } from './content-media.ts';
export { excerptOf, plainText, sanitizeRichText } from './rich-text.ts';
export { getZodiac } from './zodiac-service.ts';
