import type { BlogSummary } from '@fengshui/shared/cms';
import { manilaDateTextOf } from '@fengshui/shared/manila-time';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { truncateText } from '../../../lib/truncate.ts';

/** A post on the blog list or among the related posts: cover, topic, title, date and the opening text. */
export function BlogCard({
  blog,
  excerptLength,
  headingLevel = 'h2',
}: {
  blog: BlogSummary;
  excerptLength: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const to = `/blog/${blog.blogID}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={to} tabIndex={-1} aria-hidden className="block aspect-[16/10] overflow-hidden bg-stone-100">
        <ImageWithFallback
          src={blog.cover_image}
          srcSet={blog.cover_image_srcset ?? undefined}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          width={800}
          height={500}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="rounded-full bg-gold-100 px-2.5 py-1 font-semibold text-gold-700">
            {blog.category}
          </span>
          <time dateTime={blog.publish_date} className="text-stone-500">
            {manilaDateTextOf(blog.publish_date)}
          </time>
        </div>
        <Heading className="mt-3 font-display text-xl leading-snug font-bold text-ink">
          <Link to={to} className="hover:text-brand-700">
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-stone-600">{truncateText(blog.excerpt, excerptLength)}</p>
        <Link
          to={to}
          className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-600 hover:text-brand-800"
        >
          Read More
          <ArrowRight size={16} aria-hidden />
          <span className="sr-only">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
