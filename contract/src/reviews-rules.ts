
/**
 * Reviews' limits, messages and pure rules (stars, distribution, average, initials). No schemas
 * here: the product page shows reviews with these, and loads the form's schema only when a
 * shopper opens the form; the API's schemas are in reviews.ts.
 */

export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_MAX = 20;
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const reviewImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const REVIEW_IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_NAME_MAX = 50;

export const reviewMessages = {
  rating: "Please select a rating (1-5 stars)",
  contentRequired: "Review text is required",
  contentTooLong: `Review text cannot exceed ${REVIEW_CONTENT_MAX} characters`,
  titleTooLong: `Review title cannot exceed ${REVIEW_TITLE_MAX} characters`,
  nameRequired: "Name is required",
  nameTooLong: `Name cannot exceed ${REVIEW_NAME_MAX} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  productMismatch: "This review is for a different product",
  imageType: "Review image must be a JPEG, PNG or WebP file",
  imageTooLarge: "Review image must be 5 MB or smaller",
  /** The photo field's hint: what it takes, and that the photo's location is not kept (decision 035). */
  imageHint: `One JPEG, PNG or WebP, up to ${REVIEW_IMAGE_MAX_BYTES / (1024 * 1024)} MB. We remove the location from photos.`,
  success: "Review submitted successfully!",
  productNotFound: "Product not found",
  imageNotFound: "This review has no image",
  /** §8: the reviews tab's failure text, before the message. */
  loadFailed: "Failed to load reviews: ",
  /** §8: the form's failure text, before the server's message. */
  submitFailed: "Failed to submit review: ",
} as const;

/** Star values 5 down to 1, the order the summary shows them in. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** The path of a review's image on this server (by review id, never a guessable file path). */
export const reviewImagePath = (reviewId: number) => `/api/v1/review-images/${reviewId}`;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** How many reviews gave each star, from a list of star values (values outside 1-5 are ignored). */
export function starCounts(stars: readonly number[]): Record<StarValue, number> {
  const counts: Record<StarValue, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const star of stars) if ((STAR_VALUES as readonly number[]).includes(star)) counts[star as StarValue] += 1;
  return counts;
}

/** Whole percentages of a product's reviews per star ("5" to "1"), adding up to 100 (all 0 with no reviews). */
export type ReviewDistribution = Record<"5" | "4" | "3" | "2" | "1", number>;

/**
 * Whole percentages per star that add up to exactly 100 (largest remainder: the shares left over
 * after rounding down go to the stars with the largest fractions, the higher star first on a tie).
 * All 0 when there are no reviews.
 */
export function distributionFromCounts(counts: Record<StarValue, number>): ReviewDistribution {
  const total = STAR_VALUES.reduce((sum, star) => sum + counts[star], 0);
  const result: ReviewDistribution = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
  if (total === 0) return result;
  const shares = STAR_VALUES.map((star) => {
    const exact = (counts[star] * 100) / total;
    return { star, floor: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction || b.star - a.star)) {
    if (left <= 0) break;
    if (share.fraction > 0) {
      share.floor += 1;
      left -= 1;
    }
  }
  for (const share of shares) result[`${share.star}`] = share.floor;
  return result;
}

export function reviewDistribution(stars: readonly number[]): ReviewDistribution {
  return distributionFromCounts(starCounts(stars));
}

/** The average star rating to one decimal; 0 when there are no reviews. */
export function averageFromCounts(counts: Record<StarValue, number>): number {
  const total = STAR_VALUES.reduce((sum, star) => sum + counts[star], 0);
  if (total === 0) return 0;
  const sum = STAR_VALUES.reduce((acc, star) => acc + star * counts[star], 0);
  // Whole numbers until the last step, so 4.25 becomes 4.3 and not 4.2 through float error.
  return Math.round((sum * 10) / total) / 10;
}

export function averageRating(stars: readonly number[]): number {
  return averageFromCounts(starCounts(stars));
}

/**
 * Two letters for the reviewer's avatar (docs/requirements/online-shop.md §2): the first letters of the first and last words
 * of the name, or the first two letters of a one-word name, upper case; "?" for no letters.
 */
export function reviewerInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].filter((c) => /\p{L}|\p{N}/u.test(c)).join(""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const letters = words.length === 1 ? [...first].slice(0, 2).join("") : `${[...first][0]}${[...last][0]}`;
  return letters.toLocaleUpperCase("en-IN");
}
