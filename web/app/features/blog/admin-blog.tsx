import type { Blog } from "@urjavolt/contract/blog";
import { blogImageUrl } from "@urjavolt/contract/blog-rules";
import { AdminBlogInputSchema } from "@urjavolt/contract/blog-admin";
import type { Column } from "../../components/admin/data-table";
import type { RecordField } from "../../components/admin/record-form";
import { RecordListEditor } from "../../components/admin/record-list-editor";
import { formatIndiaDate } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";


const fields: RecordField[] = [
  { name: "title", label: "Title", type: "text", required: true, maxLength: 200, wide: true },
  { name: "category", label: "Category", type: "text", required: true, maxLength: 80 },
  { name: "publishedAt", label: "Published", type: "datetime", empty: undefined, hint: "Empty: now for a new post, unchanged for an edit" },
  { name: "description", label: "Summary", type: "text", required: true, maxLength: 1000, wide: true, hint: "Shown on the blog list" },
  {
    name: "detail",
    label: "Text",
    type: "textarea",
    required: true,
    maxLength: 50_000,
    hint: "One paragraph per line. “## ” starts a heading, “### ” a smaller one, “- ” or “1. ” a list item; a line in **double asterisks** is a bold heading.",
  },
  { name: "images", label: "Images", type: "lines", hint: "One per line: a file name under /images/ or a path on this site; the first is the cover" },
];

/** The blog's posts: write, edit and delete; the public blog shows changes at once. */
export function AdminBlog({ initial }: { initial: Blog[] }) {
  const columns: Column<Blog>[] = [
    {
      key: "title",
      header: "Post",
      cell: (post) => (
        <a href={paths.blogPost(post.id)} target="_blank" rel="noreferrer">
          {post.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ),
    },
    { key: "category", header: "Category", cell: (post) => post.category },
    { key: "published", header: "Published", cell: (post) => formatIndiaDate(post.publishedAt) },
    { key: "images", header: "Cover", cell: (post) => (post.images[0] ? <img src={blogImageUrl(post.images[0])} alt="" width={64} height={40} style={{ objectFit: "cover" }} /> : "None") },
  ];
  return (
    <RecordListEditor
      heading="Posts"
      noun="post"
      path="blog-posts"
      initial={initial}
      columns={columns}
      fields={fields}
      schema={AdminBlogInputSchema}
      nameOf={(post) => post.title}
      toRecord={(post) => ({ ...post, publishedAt: post.publishedAt })}
      sort={(a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id}
    />
  );
}
