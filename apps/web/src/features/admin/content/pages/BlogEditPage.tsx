import {
  type AdminBlog,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX_CHARS,
  type BlogCategory,
  blogCreateSchema,
  CMS_IMAGE_MAX_BYTES,
} from '@fengshui/shared/cms';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { formDataOf } from '../api/form-data.ts';
import { useAdminBlog } from '../api/get-admin-blog.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { PublishedCheckbox } from '../components/ContentFields.tsx';
import { EditActions, EditHeader, ItemEditPage } from '../components/EditPageParts.tsx';
import { FilePicker } from '../components/FilePicker.tsx';
import { FormField } from '../components/FormField.tsx';
import { inputClass } from '../components/form-classes.ts';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { fromManilaInput, manilaNowInput, toManilaInput } from '../logic/manila-date.ts';
import { useContentForm } from '../logic/use-content-form.ts';

const BACK = { to: '/admin/content/blogs', label: 'All posts' };

/** /admin/content/blogs/new and /admin/content/blogs/:blogId. */
export function BlogEditPage() {
  return (
    <ItemEditPage
      param="blogId"
      useItem={useAdminBlog}
      tabTitles={['New post | Admin', 'Edit post | Admin']}
      loadingLabel="Loading the post…"
      back={BACK}
    >
      {(blog) => <BlogForm blog={blog} />}
    </ItemEditPage>
  );
}

function BlogForm({ blog }: { blog: AdminBlog | null }) {
  const save = useSaveBlog();
  const remove = useDeleteBlog();
  const [title, setTitle] = useState(blog?.title ?? '');
  const [category, setCategory] = useState<BlogCategory>((blog?.category as BlogCategory) ?? 'Feng Shui');
  const [content, setContent] = useState(blog?.content ?? '');
  const [publishDate, setPublishDate] = useState(blog ? toManilaInput(blog.publish_date) : manilaNowInput());
  const [published, setPublished] = useState(blog?.status === 'published');
  const [cover, setCover] = useState<File | null>(null);
  const form = useContentForm(BACK, save.isPending);
  const { edit: change, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      title,
      category,
      content,
      publish_date: fromManilaInput(publishDate) ?? undefined,
      status: published ? ('published' as const) : ('draft' as const),
    };
    const checked = form.check(blogCreateSchema.safeParse(fields));
    if (!checked) return;
    save.mutate(
      { id: blog?.blogID ?? null, body: formDataOf(checked, { cover_image: cover }) },
      {
        onSuccess: (saved) => {
          setCover(null);
          if (!blog) return form.done('Blog post created');
          // The editor shows the text as it was kept, once cleaned by the server.
          setContent(saved.content);
          form.done('Blog post saved', true);
        },
        onError: form.failed,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EditHeader back={BACK} title={blog ? 'Edit post' : 'New post'}>
        {blog && <StatusBadge status={blog.status} />}
        {blog?.status === 'published' && (
          <a
            href={`/blog/${blog.blogID}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-brand-700 underline sm:ml-auto"
          >
            View on the site <ExternalLink size={14} aria-hidden />
          </a>
        )}
      </EditHeader>

      <div className="grid gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <FormField label="Title" error={errors.title}>
            {(props) => (
              <input
                {...props}
                value={title}
                maxLength={200}
                onChange={(event) => change(setTitle)(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField label="Topic" error={errors.category}>
          {(props) => (
            <select
              {...props}
              value={category}
              onChange={(event) => change(setCategory)(event.target.value as BlogCategory)}
              className={inputClass}
            >
              {BLOG_CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Publish date (Philippine time)"
          hint="A date ahead keeps a published post hidden until then."
          error={errors.publish_date}
        >
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={publishDate}
              onChange={(event) => change(setPublishDate)(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="lg:col-span-2">
          <FilePicker
            label="Cover picture"
            kind="image"
            currentUrl={blog?.cover_image ?? null}
            file={cover}
            onFile={change(setCover)}
            maxBytes={CMS_IMAGE_MAX_BYTES}
            hint="JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; a wide picture (16:9) looks best."
          />
        </div>
        <div className="lg:col-span-2">
          <FormField
            label="Text"
            hint="Use the toolbar for headings, lists, links and pictures; Preview shows the text as the shop will."
            error={errors.content}
          >
            {(props) => (
              <LazyRichTextEditor
                {...props}
                value={content}
                onChange={change(setContent)}
                maxLength={BLOG_CONTENT_MAX_CHARS}
                allowImages
                rows={18}
              />
            )}
          </FormField>
        </div>
        <PublishedCheckbox
          checked={published}
          onChange={change(setPublished)}
          label="Published (shown on the blog)"
          className="lg:col-span-2"
        />
      </div>

      <EditActions
        back={BACK}
        saving={save.isPending}
        submitLabel={blog ? 'Save changes' : 'Create post'}
        removal={
          blog && {
            noun: 'post',
            pending: remove.isPending,
            onConfirm: () =>
              remove.mutate(blog.blogID, {
                onSuccess: () => form.done('Blog post deleted'),
                onError: form.failed,
              }),
            explanation: (
              <p>
                “{blog.title}” will be removed from the blog for good. To hide it for now, untick Published
                instead.
              </p>
            ),
          }
        }
      />
    </form>
  );
}
