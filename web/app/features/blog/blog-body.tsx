import { parseBlogDetail } from "@urjavolt/contract/blog-rules";
import styles from "./blog-article.module.css";

/**
 * A post's body by the line rules of docs/requirements/online-shop.md §2, as React elements: every piece of text is a text
 * node, so nothing written in a post can become markup or script.
 */
export function BlogBody({ detail }: { detail: string }) {
  return (
    <div className={styles.body}>
      {parseBlogDetail(detail).map((block, index) => {
        switch (block.kind) {
          case "h2":
            return <h2 key={index}>{block.text}</h2>;
          case "h3":
            return <h3 key={index}>{block.text}</h3>;
          case "h4":
            return <h4 key={index}>{block.text}</h4>;
          case "ul":
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            );
          default:
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
