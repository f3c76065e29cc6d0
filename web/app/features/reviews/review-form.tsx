import { type ChangeEvent, useEffect, useId, useRef } from "react";
import { REVIEW_IMAGE_FIELD, type ReviewSubmitted } from "@urjavolt/contract/reviews";
import { REVIEW_CONTENT_MAX, REVIEW_IMAGE_ACCEPT, REVIEW_NAME_MAX, REVIEW_TITLE_MAX, reviewMessages } from "@urjavolt/contract/reviews-rules";
import { paths } from "@urjavolt/contract/paths";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { useRouteForm } from "../../lib/route-form";
import { REVIEW_FORM_AREA, REVIEW_PARAM, WRITE } from "./review-form-link";
import { chosenImageProblem, reviewForm, reviewImageProblem } from "./review-forms";
import styles from "./reviews.module.css";

/**
 * Write a Review (docs/requirements/online-shop.md §5): stars 1-5 as a radio group, an optional title, the review, name and
 * e-mail, and an optional photo. A real post to the product page's action (route-form.ts), so it
 * is sent before and without the scripts; with them, checked with the contract's schema first.
 * Spec §8: a refusal reads "Failed to submit review: " and why; a success is alerted, then
 * `onSubmitted` runs.
 */
export function ReviewForm({ productId, onSubmitted }: { productId: number; onSubmitted: () => void }) {
  const form = useRouteForm<typeof reviewForm.schema, typeof reviewForm.initial, ReviewSubmitted>(reviewForm, {
    action: `${paths.product(productId)}?${REVIEW_PARAM}=${WRITE}`,
    anchor: REVIEW_FORM_AREA,
    check: chosenImageProblem,
  });
  const { outcome } = form;
  const fileRef = useRef<HTMLInputElement>(null);
  const starsId = useId();
  const starsError = form.errors.review_stars;
  const submitted = useRef(onSubmitted);
  submitted.current = onSubmitted;

  useEffect(() => {
    if (outcome?.status !== "done") return;
    window.alert(reviewMessages.success);
    if (fileRef.current) fileRef.current.value = "";
    submitted.current();
  }, [outcome]);

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const problem = reviewImageProblem(event.currentTarget.files?.[0]);
    form.setErrors(({ [REVIEW_IMAGE_FIELD]: _old, ...rest }) => (problem ? { ...rest, [REVIEW_IMAGE_FIELD]: problem } : rest));
  }

  const stars = Number(form.values.review_stars) || 0;

  return (
    <form className={styles.form} {...form.formProps} encType="multipart/form-data" aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        Write a Review
      </h3>
      <div className={styles.starField}>
        <p id={`${starsId}-label`} className={styles.legend}>
          Your rating <span className={styles.requiredMark} aria-hidden="true">*</span>
        </p>
        {/* The group carries the error, so the form's focus-the-first-error lands here. */}
        <div
          role="radiogroup"
          tabIndex={-1}
          className={styles.starChoices}
          aria-labelledby={`${starsId}-label`}
          aria-required="true"
          aria-invalid={starsError ? true : undefined}
          aria-describedby={starsError ? `${starsId}-error` : undefined}
        >
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.starChoice}>
              <input type="radio" name="review_stars" value={String(value)} checked={form.values.review_stars === String(value)} onChange={form.onChange} />
              <span aria-hidden="true" className={styles.starGlyph}>
                ★
              </span>
              <span className="visually-hidden">{value === 1 ? "1 star" : `${value} stars`}</span>
            </label>
          ))}
        </div>
        <p className={styles.starValue} aria-hidden="true">
          {stars > 0 ? `${stars} out of 5` : "Not rated yet"}
        </p>
        {starsError ? (
          <p id={`${starsId}-error`} className={styles.fieldError}>
            {starsError}
          </p>
        ) : null}
      </div>
      <div className={styles.fields}>
        <TextField label="Review title" maxLength={REVIEW_TITLE_MAX} className={styles.wide} {...form.field("review_title")} />
        <TextAreaField
          label="Your review"
          required
          maxLength={REVIEW_CONTENT_MAX}
          className={styles.wide}
          hint={`${form.values.review_content.length}/${REVIEW_CONTENT_MAX} characters`}
          {...form.field("review_content")}
        />
        <TextField label="Name" required autoComplete="name" maxLength={REVIEW_NAME_MAX} {...form.field("name")} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          hint="Never shown with your review."
          {...form.field("email")}
        />
        <TextField
          ref={fileRef}
          label="Photo"
          name={REVIEW_IMAGE_FIELD}
          type="file"
          accept={REVIEW_IMAGE_ACCEPT}
          className={styles.wide}
          hint={reviewMessages.imageHint}
          error={form.errors[REVIEW_IMAGE_FIELD]}
          onChange={chooseImage}
        />
      </div>
      {outcome?.status === "refused" ? <FormStatus kind="error">{reviewMessages.submitFailed + outcome.message}</FormStatus> : null}
      <button type="submit" className={styles.primaryButton} disabled={form.sending}>
        {form.sending ? "Submitting..." : "Submit Review"}
      </button>
    </form>
  );
}
