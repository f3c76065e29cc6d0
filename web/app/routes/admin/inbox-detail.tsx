import type { EnquiryDetail } from "@urjavolt/contract/enquiries";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminEnquiryDetail } from "../../features/enquiries/admin-enquiry-detail";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/inbox-detail";
import { paths } from "@urjavolt/contract/paths";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { enquiry: await adminRequest<EnquiryDetail>(`enquiries/${encodeURIComponent(params.id)}`, { signal: request.signal }) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.enquiry ? `Enquiry ${data.enquiry.reference}` : "Enquiry");

export function HydrateFallback() {
  return <p role="status">Loading the enquiry…</p>;
}

const back = (
  <Link to={paths.admin.inbox}>
    <span aria-hidden="true">← </span>Back to the inbox
  </Link>
);

export default function InboxDetailRoute({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  return (
    <AdminPage title={`Enquiry ${enquiry.reference}`} lead={back}>
      {/* A new enquiry (next/previous navigation) starts with its own state. */}
      <AdminEnquiryDetail key={enquiry.id} initial={enquiry} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Enquiry" lead={back} fallback="The enquiry could not be loaded." />;
}
