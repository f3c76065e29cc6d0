import { data } from "react-router";
import { NotFoundContent } from "../components/status-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const loader = () => data(null, { status: 404 });

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Page Not Found", "The page you were looking for may have moved. Find your way from our home page, shop or support.");

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
