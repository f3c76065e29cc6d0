import { data } from "react-router";
import { NotFoundContent } from "../components/status-page";
import { pageMeta } from "../lib/meta";

export const loader = () => data(null, { status: 404 });

export const meta = () =>
  pageMeta("Page Not Found", "The page you were looking for may have moved. Find your way from our home page, shop or support.");

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
