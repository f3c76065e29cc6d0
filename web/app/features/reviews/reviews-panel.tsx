import { type MouseEvent, Suspense, lazy, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Review, ReviewList } from "@urjavolt/contract/reviews";
import { REVIEW_PAGE_SIZE, STAR_VALUES, reviewMessages, reviewerInitials } from "@urjavolt/contract/reviews-rules";
import { SafeImage } from "../../components/safe-image";
import { ApiError, apiRequest } from "../../lib/api-client";
import { usePageReply } from "../../lib/form-reply";
import { REVIEW_FORM, REVIEW_FORM_AREA, REVIEW_PARAM, WRITE } from "./review-form-link";
import styles from "./reviews.module.css";
import { formatIndiaDate } from "@urjavolt/contract/dates";

/** The form (and the schema it checks with) loads when a shopper opens it, not with the page. */
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

const NO_ANSWER = "Could not reach the server. Please check your connection and try again.";

/** A page of reviews from the API, or an ApiError whose message is ready to show. */
export async function fetchReviews(productId: number, page: number): Promise<ReviewList> {
  return apiRequest<ReviewList>(`ReviewData/${productId}?page=${page}&limit=${REVIEW_PAGE_SIZE}`, { method: "GET", fallback: NO_ANSWER });
}

type ListState = {
  /** The first page this state was built from: a new one (after the page's data reloads) starts over. */
  source: ReviewList | null;
  summary: ReviewList | null;
  reviews: Review[];
  page: number;
  /** Spec §4: more pages are assumed while the last page came back full. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
};

function fromFirstPage(first: ReviewList | null, error: string | null): ListState {
  return {
    source: first,
    summary: first,
    reviews: first?.reviews ?? [],
    page: 1,
    hasMore: (first?.reviews.length ?? 0) === REVIEW_PAGE_SIZE,
    loading: false,
    error: first ? null : error,
  };
}

/** Whether the page opens with the review form: `?review=write`, unless the page answers its post with a success. */
export function useReviewFormOpen(): boolean {
  const { search } = useLocation();
  const reply = usePageReply(REVIEW_FORM.name);
  return new URLSearchParams(search).get(REVIEW_PARAM) === WRITE && reply?.status !== "done";
}

/**
 * The Reviews tab (docs/requirements/online-shop.md §2, §4, §8): the summary, the list with Read More Reviews, and the Write a
 * Review toggle. The first page comes with the page's HTML. The toggle is a link to the page with
 * the form open (`?review=write`), which the server renders, so it works before and without the
 * scripts; once they run it opens and closes the form in place. After a review is published the
 * page's data is reloaded by its action (the product's rating too), and the list starts over at page 1.
 */
export function ReviewsPanel({
  productId,
  rating,
  firstPage,
  loadError,
}: {
  productId: number;
  /** The product's average rating, one decimal. */
  rating: number;
  firstPage: ReviewList | null;
  /** Why the first page could not be read on the server, if it could not. */
  loadError: string | null;
}) {
  const [state, setState] = useState<ListState>(() => fromFirstPage(firstPage, loadError));
  const openWithPage = useReviewFormOpen();
  const [writing, setWriting] = useState(openWithPage);
  const published = usePageReply(REVIEW_FORM.name)?.status === "done";
  const location = useLocation();
  // New page data (after publishing, or another product) replaces the list: derived during render.
  if (state.source !== firstPage) setState(fromFirstPage(firstPage, loadError));

  async function loadPage(page: number) {
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const list = await fetchReviews(productId, page);
      setState((current) => ({
        ...current,
        summary: list,
        reviews: page === 1 ? list.reviews : [...current.reviews, ...list.reviews],
        page,
        hasMore: list.reviews.length === REVIEW_PAGE_SIZE,
        loading: false,
      }));
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : NO_ANSWER;
      setState((current) => ({ ...current, loading: false, error: reviewMessages.loadFailed + message }));
    }
  }

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setWriting((open) => !open);
  }

  /**
   * Spec §4: the form closes; the page's data, reloaded after the action (with the product's new
   * rating and count), starts the list over at page 1 as it arrives.
   */
  function submitted() {
    setWriting(false);
  }

  const params = new URLSearchParams(location.search);
  if (writing) params.delete(REVIEW_PARAM);
  else params.set(REVIEW_PARAM, WRITE);
  const toggleSearch = params.size > 0 ? `?${params}` : "";

  const summary = state.summary;
  const total = summary?.total_reviews ?? 0;

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Customer Reviews</h2>
        <Link
          to={{ search: toggleSearch, hash: writing ? "" : REVIEW_FORM_AREA }}
          className={styles.secondaryButton}
          aria-expanded={writing}
          aria-controls={REVIEW_FORM_AREA}
          onClick={toggle}
        >
          {writing ? "Cancel" : "Write a Review"}
        </Link>
      </div>
      <div id={REVIEW_FORM_AREA}>
        {writing ? (
          <Suspense fallback={<p role="status">Opening the review form…</p>}>
            <ReviewForm productId={productId} onSubmitted={submitted} />
          </Suspense>
        ) : null}
        {published && !writing ? (
          <p role="status" className={styles.published}>
            {reviewMessages.success}
          </p>
        ) : null}
      </div>
      {summary ? <ReviewSummary total={total} rating={rating} distribution={summary.distribution} /> : null}
      {state.error ? (
        <div className={styles.error} role="alert">
          <p>{state.error}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void loadPage(state.reviews.length === 0 ? 1 : state.page + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {summary && total === 0 && !state.loading ? <p className={styles.empty}>No reviews yet. Be the first to share your experience.</p> : null}
      {state.reviews.length > 0 ? (
        <ul className={styles.list} aria-label="Reviews">
          {state.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {state.loading ? <ReviewSkeletons /> : null}
      <p className="visually-hidden" role="status">
        {state.loading ? "Loading reviews" : ""}
      </p>
      {state.hasMore && !state.loading && !state.error ? (
        <button type="button" className={styles.secondaryButton} onClick={() => void loadPage(state.page + 1)}>
          Read More Reviews
        </button>
      ) : null}
    </div>
  );
}

function ReviewSummary({ total, rating, distribution }: { total: number; rating: number; distribution: ReviewList["distribution"] }) {
  return (
    <section className={styles.summary} aria-labelledby="review-summary-title">
      <h3 id="review-summary-title" className="visually-hidden">
        Rating summary
      </h3>
      <div className={styles.average}>
        <p className={styles.averageValue}>{total > 0 ? rating.toFixed(1) : "–"}</p>
        <p className={styles.averageStars} aria-hidden="true">
          {stars(total > 0 ? rating : 0)}
        </p>
        <p className={styles.totalText}>
          {total > 0 ? <span className="visually-hidden">{`Average ${rating.toFixed(1)} out of 5. `}</span> : null}
          Based on <strong>{total}</strong> {total === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul className={styles.bars}>
        {STAR_VALUES.map((star) => (
          <li key={star} className={styles.barRow}>
            <span className={styles.barLabel}>{star} star</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${distribution[`${star}`]}%` }} />
            </span>
            <span className={styles.barValue}>{distribution[`${star}`]}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <span className={styles.avatar} aria-hidden="true">
          {reviewerInitials(review.name)}
        </span>
        <div>
          <p className={styles.reviewer}>{review.name}</p>
          <p className={styles.meta}>
            <span className={styles.reviewStars} aria-hidden="true">
              {stars(review.review_stars)}
            </span>
            <span className="visually-hidden">{`Rated ${review.review_stars} out of 5. `}</span>
            <time dateTime={review.created_at}>{formatIndiaDate(review.created_at)}</time>
          </p>
        </div>
      </div>
      {review.review_title ? <p className={styles.reviewTitle}>{review.review_title}</p> : null}
      <p className={styles.reviewText}>{review.review_content}</p>
      {review.review_image ? (
        <a href={review.review_image} className={styles.reviewImage} target="_blank" rel="noreferrer">
          <SafeImage src={review.review_image} alt={`Photo from ${review.name}'s review`} width={160} height={160} loading="lazy" />
        </a>
      ) : null}
    </li>
  );
}

/** Spec §9: 3 review skeletons, shown only while reviews are really loading. */
function ReviewSkeletons() {
  return (
    <ul className={styles.list} aria-hidden="true" data-testid="review-skeletons">
      {[0, 1, 2].map((index) => (
        <li key={index} className={`${styles.review} ${styles.skeleton}`}>
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}

function stars(value: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(value)));
  return "★".repeat(whole) + "☆".repeat(5 - whole);
}
