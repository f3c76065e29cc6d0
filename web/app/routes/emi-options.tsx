import { PageIntro } from "../components/page-intro";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, "Easy EMIs", "Easy monthly instalments on inverters and batteries.");

export default function EmiOptionsRoute() {
  return <PageIntro title={"Easy EMIs"} />;
}
