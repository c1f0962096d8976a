import { PRODUCT_DESCRIPTION_HTML } from '@fengshui/shared/html-allow-lists';
import { createHtmlSanitizer } from '../../../lib/sanitize-html.ts';

// docs/catalogue.md#product-page: the description allows only basic text, link and image markup.
export const sanitizeDescription = createHtmlSanitizer(PRODUCT_DESCRIPTION_HTML);
