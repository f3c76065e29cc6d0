/** Blog messages, image addresses and the article body's blocks: pure rules, no schemas (the blog pages use them). */

export const BLOG_NOT_FOUND_MESSAGE = "Blog not found";
export const BLOG_LIST_MESSAGE = "Blogs fetched successfully";
export const BLOG_FOUND_MESSAGE = "Blog fetched successfully";
/** The "/placeholder.png" of docs/requirements/online-shop.md §7, as this site has it: "Image Not Available". */
export const BLOG_IMAGE_FALLBACK = "/images/placeholder/image-not-available.svg";

/**
 * Where a blog image is served from: names starting with http(s) or "/" as they are, other names
 * from this server's /images/ folder (never a developer's local host, docs/architecture.md, Departures from the requirements).
 */
export function blogImageUrl(name: string | undefined): string {
  if (!name) return BLOG_IMAGE_FALLBACK;
  if (/^https?:\/\//i.test(name) || name.startsWith("/")) return name;
  return `/images/${name.replace(/^\.?\/+/, "")}`;
}

export type BlogBlock =
  | { kind: "h2" | "h3" | "h4" | "p"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

const ORDERED_ITEM = /^\d+[.)]\s+/;
const BOLD_LINE = /^\*\*(.+)\*\*$/;

/**
 * The body line by line (docs/requirements/online-shop.md §2): "## " a level 2 heading, "### " level 3, a line wrapped in double
 * asterisks level 4, "- " or numbered lines list items (consecutive ones form one list), other lines
 * paragraphs, blank lines skipped. Returns plain text blocks: the page renders them as elements,
 * so nothing in a post can inject markup.
 */
export function parseBlogDetail(detail: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  const addItem = (kind: "ul" | "ol", text: string) => {
    const last = blocks.at(-1);
    if (last && last.kind === kind) last.items.push(text);
    else blocks.push({ kind, items: [text] });
  };
  for (const raw of detail.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bold = BOLD_LINE.exec(line);
    if (line.startsWith("### ")) blocks.push({ kind: "h3", text: line.slice(4).trim() });
    else if (line.startsWith("## ")) blocks.push({ kind: "h2", text: line.slice(3).trim() });
    else if (bold?.[1]) blocks.push({ kind: "h4", text: bold[1].trim() });
    else if (line.startsWith("- ")) addItem("ul", line.slice(2).trim());
    else if (ORDERED_ITEM.test(line)) addItem("ol", line.replace(ORDERED_ITEM, "").trim());
    else blocks.push({ kind: "p", text: line });
  }
  return blocks;
}
