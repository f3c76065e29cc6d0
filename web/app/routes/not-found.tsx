import { data } from "react-router";
import { NotFoundContent, statusPageMeta } from "../components/status-page";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const loader = () => data(null, { status: 404 });

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(statusPageMeta.notFound.title), i18n._(statusPageMeta.notFound.description));
};

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
