import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { REVIEW_IMAGE_FIELD, type ReviewSubmitted, ReviewSubmissionSchema } from "@urjavolt/contract/reviews";
import { REVIEW_CONTENT_MAX, REVIEW_IMAGE_ACCEPT, REVIEW_IMAGE_MAX_BYTES, REVIEW_NAME_MAX, REVIEW_TITLE_MAX, reviewImageTypes, reviewMessages } from "@urjavolt/contract/reviews-rules";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { ApiError, apiRequest } from "../../lib/api-client";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./reviews.module.css";

const NO_ANSWER = "Could not reach the server. Please check your connection and try again.";

/** Sent by the page's scripts, with its photo, to the JSON API (route-form.ts: a form without an action). */
const reviewForm = defineForm({
  name: "review",
  schema: ReviewSubmissionSchema,
  initial: { review_stars: "", review_title: "", review_content: "", name: "", email: "" },
  fallback: NO_ANSWER,
});

/** The image's problem before sending, if any: a JPEG, PNG or WebP up to 5 MB. */
export function reviewImageProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!(reviewImageTypes as readonly string[]).includes(file.type)) return reviewMessages.imageType;
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return reviewMessages.imageTooLarge;
  return undefined;
}

/** Spec §8: "Failed to submit review: " and the server's message, its errors as JSON, or the HTTP status. */
export function submitFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return reviewMessages.submitFailed + NO_ANSWER;
  if (error.message) return reviewMessages.submitFailed + error.message;
  if (Object.keys(error.fieldErrors).length > 0) return reviewMessages.submitFailed + JSON.stringify(error.fieldErrors);
  return `${reviewMessages.submitFailed}HTTP error! status: ${error.status}`;
}

/**
 * Write a Review (docs/requirements/online-shop.md §5): stars 1-5 as a radio group, an optional title, the review, name and
 * e-mail, and an optional photo. Checked with the contract's schema before sending; `onSubmitted`
 * runs after the success alert.
 */
export function ReviewForm({ productId, onSubmitted }: { productId: number; onSubmitted: () => void }) {
  const form = useRouteForm(reviewForm);
  const [image, setImage] = useState<File>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);
  const starsId = useId();
  const starsError = form.errors.review_stars;

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setImage(file);
    const problem = reviewImageProblem(file);
    form.setErrors(({ [REVIEW_IMAGE_FIELD]: _old, ...rest }) => (problem ? { ...rest, [REVIEW_IMAGE_FIELD]: problem } : rest));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = reviewImageProblem(image);
    const data = form.validate(problem ? { [REVIEW_IMAGE_FIELD]: problem } : {});
    if (!data) return;
    setSending(true);
    setFailure(undefined);
    try {
      const path = `publishReview/${productId}`;
      if (image) {
        const body = new FormData();
        for (const [key, value] of Object.entries({ ...data, product_id: productId })) if (value !== null && value !== undefined) body.append(key, String(value));
        body.append(REVIEW_IMAGE_FIELD, image);
        await apiRequest<ReviewSubmitted>(path, { form: body, fallback: NO_ANSWER, whenEmpty: "" });
      } else {
        await apiRequest<ReviewSubmitted>(path, { json: { ...data, product_id: productId }, fallback: NO_ANSWER, whenEmpty: "" });
      }
      window.alert(reviewMessages.success);
      form.reset();
      setImage(undefined);
      if (fileRef.current) fileRef.current.value = "";
      onSubmitted();
    } catch (caught) {
      setFailure(submitFailureText(caught));
      if (caught instanceof ApiError) form.showErrors(caught.fieldErrors);
    } finally {
      setSending(false);
    }
  }

  const stars = Number(form.values.review_stars) || 0;

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby="review-form-title">
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
            <label key={value} className={styles.starChoice} data-lit={value <= stars || undefined}>
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
          hint="JPEG, PNG or WebP, up to 5 MB."
          error={form.errors[REVIEW_IMAGE_FIELD]}
          onChange={chooseImage}
        />
      </div>
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      <button type="submit" className={styles.primaryButton} disabled={sending}>
        {sending ? "Submitting..." : "Submit Review"}
      </button>
    </form>
  );
}
