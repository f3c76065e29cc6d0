import { describe, expect, it } from "vitest";
import { ReviewSubmissionSchema } from "./reviews.ts";
import { averageRating, reviewDistribution, reviewMessages, reviewerInitials } from "./reviews-rules.ts";

describe("reviewDistribution", () => {
  it("is all 0 with no reviews", () => {
    expect(reviewDistribution([])).toEqual({ "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 });
  });
  it("gives whole percentages per star", () => {
    expect(reviewDistribution([5, 5, 4, 3])).toEqual({ "5": 50, "4": 25, "3": 25, "2": 0, "1": 0 });
    expect(reviewDistribution([1])).toEqual({ "5": 0, "4": 0, "3": 0, "2": 0, "1": 100 });
  });
  it("always adds up to 100, the leftover going to the largest fractions", () => {
    // 1/3 each: 33.3 rounds down three times; the spare point goes to the higher star on a tie.
    expect(reviewDistribution([5, 4, 3])).toEqual({ "5": 34, "4": 33, "3": 33, "2": 0, "1": 0 });
    // 4/7 = 57.14, 2/7 = 28.57, 1/7 = 14.29: plain rounding would give 57 + 29 + 14 = 100 here too.
    expect(reviewDistribution([5, 5, 5, 5, 4, 4, 2])).toEqual({ "5": 57, "4": 29, "3": 0, "2": 14, "1": 0 });
    // 1/6 each of three, 3/6 of one: 16.67 x 3 + 50 = 100.
    const six = reviewDistribution([5, 5, 5, 4, 3, 1]);
    expect(six).toEqual({ "5": 50, "4": 17, "3": 17, "2": 0, "1": 16 });
    for (let n = 1; n <= 40; n += 1) {
      const stars = Array.from({ length: n }, (_, i) => (i * 7) % 5 + 1);
      const d = reviewDistribution(stars);
      expect(d["5"] + d["4"] + d["3"] + d["2"] + d["1"]).toBe(100);
    }
  });
  it("ignores values that are not 1 to 5 stars", () => {
    expect(reviewDistribution([0, 6, 5])).toEqual({ "5": 100, "4": 0, "3": 0, "2": 0, "1": 0 });
  });
});

describe("averageRating", () => {
  it("is 0 with no reviews and one decimal otherwise", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
    // 4.25 rounds up, without float error.
    expect(averageRating([5, 4, 4, 4])).toBe(4.3);
    expect(averageRating([2, 3])).toBe(2.5);
  });
});

describe("reviewerInitials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(reviewerInitials("Gurpreet Singh")).toBe("GS");
    expect(reviewerInitials("  amit   kumar  patel ")).toBe("AP");
  });
  it("takes two letters of a one-word name", () => {
    expect(reviewerInitials("Neha")).toBe("NE");
    expect(reviewerInitials("R")).toBe("R");
  });
  it("skips punctuation and keeps other scripts", () => {
    expect(reviewerInitials("Dr. (Mrs.) Kaur")).toBe("DK");
    expect(reviewerInitials("राम शर्मा")).toBe("रश");
    expect(reviewerInitials("  ")).toBe("?");
  });
});

describe("ReviewSubmissionSchema", () => {
  const valid = { review_stars: 4, review_content: "Good backup.", name: "Anita Sharma", email: "anita@example.com" };
  it("accepts stars as a number or as form text, and an empty title as none", () => {
    expect(ReviewSubmissionSchema.parse({ ...valid, review_stars: "5", review_title: "" })).toMatchObject({ review_stars: 5, review_title: null });
  });
  it("rejects 0, missing, fractional and out-of-range stars with the spec's message", () => {
    for (const review_stars of [0, undefined, 4.5, 6, "x", null]) {
      const result = ReviewSubmissionSchema.safeParse({ ...valid, review_stars });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(reviewMessages.rating);
    }
  });
});
