import { BLOG_CATEGORIES, type BlogCategory } from '@fengshui/shared/cms-constants';

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/**
 * The topic named by `?category=` ("Feng Shui", "feng-shui" or "FENG SHUI"), or null for all posts:
 * an unknown topic shows every post rather than an error, since the address may be hand-typed.
 */
export function readBlogCategory(param: string | null): BlogCategory | null {
  if (!param) return null;
  const wanted = squash(param);
  return BLOG_CATEGORIES.find((category) => squash(category) === wanted) ?? null;
}
