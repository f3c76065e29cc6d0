import { data } from "react-router";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const loader = () => data(null, { status: 404 });

export const meta = () => pageMeta("Page Not Found", "The page you were looking for does not exist.");

export default function NotFoundRoute() {
  return <PageIntro title="Page Not Found" />;
}
