// docs/content.md#product-guides: the fifteen care and placement guides, one per product type
// of the shop. docs/architecture.md#demo-data: real text, rendered to PDF by guide-pdf.ts. The PDF's standard fonts only
// cover Latin-1, so the text keeps to plain punctuation.

import { guidesAtoF } from './guide-texts-a-f.ts';
import { guidesHtoP } from './guide-texts-h-p.ts';
import { guidesStoW } from './guide-texts-s-w.ts';
import type { SeedGuide } from './guide-types.ts';

/** In the order the guides page lists them. */
export const seedGuides: SeedGuide[] = [...guidesAtoF, ...guidesHtoP, ...guidesStoW];
