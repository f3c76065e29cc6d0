import type { Blog } from "@urjavolt/contract/blog";
import { blogImageUrl } from "@urjavolt/contract/blog-rules";
import { Link } from "react-router";
import { SafeImage } from "../../components/safe-image";
import { paths } from "@urjavolt/contract/paths";
import styles from "./blog-list.module.css";

/** The blog cards (docs/requirements/online-shop.md §2 "Blog" list): category tag, image, title, description and Read More. */
export function BlogList({ blogs }: { blogs: readonly Blog[] }) {
  if (blogs.length === 0) {
    return (
      <div className={styles.section}>
        <p>No posts yet. Please check back soon.</p>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <ul className={styles.grid}>
        {blogs.map((blog, index) => (
          <li key={blog.id} className={styles.card}>
            <SafeImage
              className={styles.image}
              src={blogImageUrl(blog.images[0])}
              alt=""
              width={600}
              height={338}
              loading={index < 3 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
            />
            <div className={styles.content}>
              <p className={styles.category}>{blog.category}</p>
              <h2 className={styles.title}>{blog.title}</h2>
              <p className={styles.description}>{blog.description}</p>
              <Link to={paths.blogPost(blog.id)} className={styles.more}>
                Read More<span className="visually-hidden">: {blog.title}</span> <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
