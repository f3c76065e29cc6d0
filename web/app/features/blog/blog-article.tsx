import type { Blog } from "@urjavolt/contract/blog";
import { blogImageUrl } from "@urjavolt/contract/blog-rules";
import { Link } from "react-router";
import { SafeImage } from "../../components/safe-image";
import { paths } from "@urjavolt/contract/paths";
import styles from "./blog-article.module.css";
import { BlogBody } from "./blog-body";
import { formatIndiaDate } from "@urjavolt/contract/dates";

function BackLink() {
  return (
    <Link to={paths.blog} className={styles.back}>
      <span aria-hidden="true">←</span> Back to all blogs
    </Link>
  );
}

/** One post (docs/requirements/online-shop.md §2 "Blog" detail): back link, category, date, cover image and the body. */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <div className={styles.page}>
      <BackLink />
      <p className={styles.meta}>
        <span className={styles.category}>{blog.category}</span>
        <span>
          Published <time dateTime={blog.publishedAt}>{formatIndiaDate(blog.publishedAt)}</time>
        </span>
      </p>
      <SafeImage className={styles.cover} src={blogImageUrl(blog.images[0])} alt="" width={1200} height={600} />
      <BlogBody detail={blog.detail} />
      <BackLink />
    </div>
  );
}

/** What /blog-details/:id shows for an id with no post (answered with a 404 status). */
export function BlogNotFound() {
  return (
    <div className={styles.page}>
      <p className={styles.notFound}>Sorry, there is no post at this address. It may have been removed, or the link may be mistyped.</p>
      <BackLink />
    </div>
  );
}
