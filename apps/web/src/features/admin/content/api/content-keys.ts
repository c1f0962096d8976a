import type { AdminBlogListQuery, ContentStatus, FaqCategory } from '@fengshui/shared/cms';

export type BlogFilters = Pick<AdminBlogListQuery, 'status' | 'category' | 'q' | 'page'>;
export interface FaqFilters {
  category?: FaqCategory;
  status?: ContentStatus;
}

// One factory for the query keys of the content desk.
export const contentKeys = {
  all: ['admin', 'content'] as const,
  blogs: () => ['admin', 'content', 'blogs'] as const,
  blogList: (filters: BlogFilters) => ['admin', 'content', 'blogs', 'list', filters] as const,
  blog: (id: number) => ['admin', 'content', 'blogs', 'detail', id] as const,
  faqs: () => ['admin', 'content', 'faqs'] as const,
  faqList: (filters: FaqFilters) => ['admin', 'content', 'faqs', 'list', filters] as const,
  faq: (id: number) => ['admin', 'content', 'faqs', 'detail', id] as const,
  zodiacs: () => ['admin', 'content', 'zodiacs'] as const,
  zodiac: (sign: string) => ['admin', 'content', 'zodiacs', 'detail', sign] as const,
  guides: () => ['admin', 'content', 'guides'] as const,
  guide: (id: number) => ['admin', 'content', 'guides', 'detail', id] as const,
  pressMentions: () => ['admin', 'content', 'press-mentions'] as const,
  media: (query: { q: string; page: number }) => ['admin', 'content', 'media', query] as const,
};
