import {
  type AdminBlog,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX_CHARS,
  type BlogCategory,
  blogCreateSchema,
  CMS_IMAGE_MAX_BYTES,
} from '@fengshui/shared/cms';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/orders/action-classes.ts';
import { ConfirmActionDialog } from '../../components/orders/ConfirmActionDialog.tsx';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { formDataOf } from '../api/form-data.ts';
import { useAdminBlog } from '../api/get-admin-blog.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { FilePicker } from '../components/FilePicker.tsx';
import { FormField } from '../components/FormField.tsx';
import { inputClass } from '../components/form-classes.ts';
import { RichTextEditor } from '../components/RichTextEditor.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { fieldErrors } from '../logic/field-errors.ts';
import { fromManilaInput, manilaNowInput, toManilaInput } from '../logic/manila-date.ts';
import { useUnsavedChangesWarning } from '../logic/use-unsaved-changes-warning.ts';

/** /admin/content/blogs/new and /admin/content/blogs/:blogId. */
export function BlogEditPage() {
  const { blogId } = useParams();
  const id = blogId && /^\d+$/.test(blogId) ? Number(blogId) : null;
  const blog = useAdminBlog(id);
  useDocumentTitle(id === null ? 'New post | Admin' : 'Edit post | Admin');

  if (id !== null && blog.isPending) return <Spinner label="Loading the post…" />;
  if (id !== null && blog.isError)
    return (
      <div role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
        {errorMessage(blog.error)}{' '}
        <Link to="/admin/content/blogs" className="font-semibold underline">
          Back to the posts
        </Link>
      </div>
    );
  // A new key per post, so moving from one post to another starts a fresh form.
  return <BlogForm key={id ?? 'new'} blog={blog.data ?? null} />;
}

function BlogForm({ blog }: { blog: AdminBlog | null }) {
  const navigate = useNavigate();
  const save = useSaveBlog();
  const remove = useDeleteBlog();
  const [title, setTitle] = useState(blog?.title ?? '');
  const [category, setCategory] = useState<BlogCategory>((blog?.category as BlogCategory) ?? 'Feng Shui');
  const [content, setContent] = useState(blog?.content ?? '');
  const [publishDate, setPublishDate] = useState(blog ? toManilaInput(blog.publish_date) : manilaNowInput());
  const [published, setPublished] = useState(blog?.status === 'published');
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty && !save.isPending);

  const change =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      title,
      category,
      content,
      publish_date: fromManilaInput(publishDate) ?? undefined,
      status: published ? ('published' as const) : ('draft' as const),
    };
    const parsed = blogCreateSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      toast.error('Please check the highlighted fields');
      return;
    }
    setErrors({});
    save.mutate(
      { id: blog?.blogID ?? null, body: formDataOf(parsed.data, { cover_image: cover }) },
      {
        onSuccess: (saved) => {
          setDirty(false);
          setCover(null);
          if (!blog) {
            toast.success('Blog post created');
            navigate('/admin/content/blogs');
            return;
          }
          // The editor shows the text as it was kept, once cleaned by the server.
          setContent(saved.content);
          toast.success('Blog post saved');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/admin/content/blogs"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <ArrowLeft size={16} aria-hidden /> All posts
        </Link>
        <h2 className="w-full font-display text-2xl font-bold text-ink sm:w-auto">
          {blog ? 'Edit post' : 'New post'}
        </h2>
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
      </div>

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
              <RichTextEditor
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
        <label className="flex items-center gap-3 lg:col-span-2">
          <input
            type="checkbox"
            checked={published}
            onChange={(event) => change(setPublished)(event.target.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          <span className="text-sm font-semibold text-stone-700">Published (shown on the blog)</span>
        </label>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {blog && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirmDelete(true)}>
            <Trash2 size={16} aria-hidden /> Delete
          </button>
        )}
        <Link to="/admin/content/blogs" className={`${secondaryButtonClass} sm:ml-auto`}>
          Cancel
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : blog ? 'Save changes' : 'Create post'}
        </button>
      </div>

      {blog && (
        <ConfirmActionDialog
          open={confirmDelete}
          title="Delete this post?"
          confirmLabel="Delete post"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          danger
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(blog.blogID, {
              onSuccess: () => {
                setDirty(false);
                toast.success('Blog post deleted');
                navigate('/admin/content/blogs');
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <p>
            “{blog.title}” will be removed from the blog for good. To hide it for now, untick Published
            instead.
          </p>
        </ConfirmActionDialog>
      )}
    </form>
  );
}
