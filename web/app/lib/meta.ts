import { site } from "@urjavolt/contract/site";

/** A page's <title> and meta description, with the brand after the page name. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title === site.brand ? title : `${title} | ${site.brand}` },
    { name: "description", content: description },
  ];
}
