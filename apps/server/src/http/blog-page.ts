import { BLOG_KEY_MAX_LENGTH, type Blog } from '@fengshui/shared/cms';
import { CMS_MESSAGES } from '@fengshui/shared/cms-constants';
import { BUSINESS } from '@fengshui/shared/constants';
import { cmsKeys } from '@fengshui/shared/query-keys';
import type { AppDeps } from '../app-deps.ts';
import { NotFound } from '../domain/errors.ts';
import { getPublishedBlog } from '../modules/cms/index.ts';
import { decodedSegment } from './path-segment.ts';
import { type PageHead, plainText } from './seo.ts';

const BLOG_PATH = /^\/blog\/([^/]+)\/?$/;

/**
 * The first HTML of /blog/:blogID (docs/architecture.md#server-rendered-pages): title, description, canonical address, Open Graph
 * tags and a BlogPosting, plus the post under the web app's query key so it renders without a fetch.
 * Null for any other address. A draft, a post scheduled later or an unknown one is a 404 page.
 */
export async function describeBlogPage(
  deps: AppDeps,
  pathname: string,
  base: PageHead,
): Promise<{ status: number; head: PageHead } | null> {
  const match = BLOG_PATH.exec(pathname);
  if (!match) return null;
  const notFound = {
    status: 404,
    head: { ...base, title: `${CMS_MESSAGES.blogNotFound} | ${BUSINESS.name}` },
  };
  // The web app reads the address's blogID decoded, and keys its query by it.
  const blogID = decodedSegment(match[1]!);
  // Longer than any post's slug: the API would refuse it, and it names no post.
  if (blogID === null || blogID.length > BLOG_KEY_MAX_LENGTH) return notFound;

  let blog: Blog;
  try {
    blog = await getPublishedBlog(deps, blogID);
  } catch (error) {
    if (error instanceof NotFound) return notFound;
    throw error;
  }
  const { publicUrl } = deps.config;
  const canonical = `${publicUrl}/blog/${blog.blogID}`;
  const description = plainText(blog.excerpt || blog.content) || base.description;
  const image = blog.cover_image ? absoluteUrl(blog.cover_image, publicUrl) : null;
  return {
    status: 200,
    head: {
      title: `${blog.title} | ${BUSINESS.name}`,
      description,
      canonical,
      image,
      type: 'article',
      jsonLd: blogPostingJsonLd(blog, { canonical, description, image }),
      data: { [JSON.stringify(cmsKeys.blog(blogID))]: blog },
    },
  };
}

function blogPostingJsonLd(
  blog: Blog,
  page: { canonical: string; description: string; image: string | null },
): object {
  const shop = { '@type': 'Organization', name: BUSINESS.name };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: page.description,
    url: page.canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.canonical },
    datePublished: blog.publish_date,
    articleSection: blog.category,
    ...(page.image ? { image: [page.image] } : {}),
    author: shop,
    publisher: shop,
  };
}

/** Media is served under the shop's own address unless the storage already gives a full URL. */
const absoluteUrl = (url: string, publicUrl: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
