import type { AdminReview, AdminReviewChanged, AdminReviewList } from "@urjavolt/contract/reviews-admin";
import { paths } from "@urjavolt/contract/paths";
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { StatusBadge } from "../../components/admin/status-badge";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleAction } from "../../lib/console-form";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./admin-reviews.module.css";

export const reviewFilters: FilterField[] = [
  {
    name: "visibility",
    label: "Shown",
    type: "select",
    options: [
      { value: "visible", label: "Visible" },
      { value: "hidden", label: "Hidden" },
    ],
    allLabel: "Visible and hidden",
  },
  { name: "stars", label: "Stars", type: "select", options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? "star" : "stars"}` })), allLabel: "Any rating" },
  { name: "q", label: "Search", type: "search", placeholder: "Reviewer, e-mail, text, product" },
];

const ratingText = (product: AdminReviewChanged["product"]) =>
  product.reviewCount === 0 ? "now has no visible reviews" : `is now rated ${product.rating} from ${product.reviewCount} ${product.reviewCount === 1 ? "review" : "reviews"}`;

/** Reviews newest first, hidden ones included; admins hide, show or delete them, and the product's rating is recounted. */
export function AdminReviews({ list, canModerate }: { list: AdminReviewList; canModerate: boolean }) {
  const [rows, setRows] = useState(list.reviews);
  const changing = useConsoleAction<number>();
  const { setNotice } = changing;

  const setHidden = (review: AdminReview, hidden: boolean) =>
    changing.run(() => adminRequest<AdminReviewChanged>(`reviews/${review.id}`, { method: "PATCH", json: { hidden } }), {
      key: review.id,
      failure: "Could not change the review",
      done: (changed) => {
        setRows((current) => current.map((row) => (row.id === review.id && changed.review ? changed.review : row)));
        return `${hidden ? "Hid" : "Showed"} the review by ${review.name}. ${review.productName} ${ratingText(changed.product)}.`;
      },
    });

  const remove = async (review: AdminReview) => {
    const changed = await adminRequest<AdminReviewChanged>(`reviews/${review.id}`, { method: "DELETE" });
    setRows((current) => current.filter((row) => row.id !== review.id));
    setNotice({ tone: "status", text: `Deleted the review by ${review.name}. ${review.productName} ${ratingText(changed.product)}.` });
  };

  const columns: Column<AdminReview>[] = [
    {
      key: "review",
      header: "Review",
      cell: (review) => (
        <span className={styles.review}>
          <span className={styles.stars}>
            <span aria-hidden="true">{"★".repeat(review.stars) + "☆".repeat(5 - review.stars)}</span>
            <span className="visually-hidden">{review.stars} of 5 stars</span>
          </span>
          {review.title ? <strong>{review.title}</strong> : null}
          <span className={styles.content}>{review.content}</span>
          {review.hasImage ? <span className={adminStyles.cellNote}>With a photo</span> : null}
        </span>
      ),
    },
    {
      key: "product",
      header: "Product",
      cell: (review) => (
        <Link to={paths.product(review.productId)} className={styles.link}>
          {review.productName}
        </Link>
      ),
    },
    {
      key: "by",
      header: "By",
      cell: (review) => (
        <span className={adminStyles.cellStack}>
          {review.name}
          <span className={adminStyles.cellNote}>{review.email}</span>
          <span className={adminStyles.cellNote}>{formatAdminDateTime(review.createdAt)}</span>
        </span>
      ),
    },
    { key: "shown", header: "Shown", cell: (review) => (review.hidden ? <StatusBadge tone="neutral">Hidden</StatusBadge> : <StatusBadge tone="success">Visible</StatusBadge>) },
  ];
  if (canModerate) {
    columns.push({
      key: "actions",
      header: "Actions",
      cell: (review) => (
        <span className={styles.actions}>
          <button type="button" className={adminStyles.buttonSecondary} disabled={changing.busyWith === review.id} onClick={() => void setHidden(review, !review.hidden)}>
            {review.hidden ? "Show" : "Hide"}
            <span className="visually-hidden"> the review by {review.name}</span>
          </button>
          <ConfirmButton
            title={`Delete the review by ${review.name}?`}
            message={<p>The review leaves {review.productName} for good and its rating is recounted. Hiding it can be undone; deleting cannot.</p>}
            confirmLabel="Delete"
            onConfirm={() => remove(review)}
          >
            Delete<span className="visually-hidden"> the review by {review.name}</span>
          </ConfirmButton>
        </span>
      ),
    });
  }
  return (
    <>
      <FilterBar fields={reviewFilters} label="Filter the reviews" />
      <ConsoleNotice notice={changing.notice} />
      <DataTable caption={`Reviews: ${list.total} found`} columns={columns} rows={rows} rowKey={(review) => review.id} empty="No reviews match these filters." />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Review pages" />
    </>
  );
}
