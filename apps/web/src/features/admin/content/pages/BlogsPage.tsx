import { BLOG_CATEGORIES, type BlogCategory, type ContentStatus } from '@fengshui/shared/cms';
import { Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../../components/ListPage.tsx';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAddressFilters } from '../../hooks/use-address-filters.ts';
import { useAddressSearch } from '../../hooks/use-address-search.ts';
import { pageFromParams } from '../../logic/page-param.ts';
import type { BlogFilters } from '../api/content-keys.ts';
import { useAdminBlogs } from '../api/get-admin-blogs.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { ContentListItem, usePublishToggle } from '../components/ContentListParts.tsx';
import { inputClass } from '../components/form-classes.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';

function readFilters(params: URLSearchParams): BlogFilters {
  const status = params.get('status');
  const category = params.get('category');
  return {
    status: status === 'draft' || status === 'published' ? status : undefined,
    category: (BLOG_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as BlogCategory)
      : undefined,
    q: params.get('q')?.trim() || undefined,
    page: pageFromParams(params),
  };
}

function filtersToParams(filters: BlogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.category) params.category = filters.category;
  if (filters.q) params.q = filters.q;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** /admin/content/blogs: every post, drafts included, with its status and a quick publish switch. */
export function BlogsPage() {
  useDocumentTitle('Blog posts | Admin');
  const [filters, update] = useAddressFilters(readFilters, filtersToParams);
  const [search, setSearch] = useAddressSearch(filters.q ?? '', (q) => update({ q: q || undefined }, true));
  const blogs = useAdminBlogs(filters);
  const publishing = usePublishToggle(useSaveBlog(), (title, status) =>
    status === 'published' ? `“${title}” is published` : `“${title}” is a draft again`,
  );

  const data = blogs.data;
  const now = Date.now();
  return (
    <div>
      <ListPageHeader
        title="Blog posts"
        level={2}
        count={data && { value: data.total, one: 'post', many: 'posts' }}
        actions={
          <Link to="/admin/content/blogs/new" className={primaryButtonClass}>
            <Plus size={18} aria-hidden /> New post
          </Link>
        }
      />

      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <label className="relative block">
          <span className="sr-only">Search posts by title</span>
          <Search
            size={18}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={search}
            maxLength={80}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title"
            className={`${inputClass} pl-10`}
          />
        </label>
        <label className="block">
          <span className="sr-only">Topic</span>
          <select
            value={filters.category ?? ''}
            onChange={(event) =>
              update({ category: (event.target.value || undefined) as BlogCategory | undefined })
            }
            className={inputClass}
          >
            <option value="">All topics</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">Status</span>
          <select
            value={filters.status ?? ''}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as ContentStatus | undefined })
            }
            className={inputClass}
          >
            <option value="">Drafts and published</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
          </select>
        </label>
      </div>

      <PagedResults
        query={blogs}
        loadingLabel="Loading posts…"
        isEmpty={(loaded) => loaded.blogs.length === 0}
        emptyTitle={
          filters.q || filters.status || filters.category ? 'No posts match these filters.' : 'No posts yet.'
        }
        pageOf={(loaded) => ({ page: loaded.page, totalPages: loaded.total_pages })}
        onPage={(page) => update({ page })}
      >
        {(loaded) => (
          <ul className="grid gap-3">
            {loaded.blogs.map((blog) => (
              <ContentListItem
                key={blog.blogID}
                editTo={`/admin/content/blogs/${blog.blogID}`}
                name={blog.title}
                media={
                  blog.cover_image ? (
                    <img
                      src={blog.cover_image}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full rounded-lg object-cover sm:w-36"
                    />
                  ) : (
                    <span className="hidden aspect-video w-36 rounded-lg bg-stone-100 sm:block" />
                  )
                }
                badges={
                  <>
                    <StatusBadge
                      status={blog.status}
                      scheduled={new Date(blog.publish_date).getTime() > now}
                    />
                    <span className="text-xs font-semibold uppercase tracking-wide text-gold-700">
                      {blog.category}
                    </span>
                  </>
                }
                details={<p className="text-xs text-stone-500">{formatManilaDateTime(blog.publish_date)}</p>}
                status={blog.status}
                toggling={publishing.isToggling(blog.blogID)}
                onToggle={(status) => publishing.toggle(blog.blogID, blog.title, status)}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
