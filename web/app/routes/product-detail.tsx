import { data } from "react-router";
import type { ReviewList } from "@urjavolt/contract/reviews";
import { REVIEW_PAGE_SIZE } from "@urjavolt/contract/reviews-rules";
import { PRODUCT_NOT_FOUND_TEXT, PRODUCT_NOT_FOUND_TITLE, ProductDetailPage, ProductNotFound } from "../features/catalogue/product-detail";
import { productJsonLd } from "../features/catalogue/product-detail-json-ld";
import { ReviewsPanel, useReviewFormOpen } from "../features/reviews/reviews-panel";
import { reviewForm } from "../features/reviews/review-forms";
import { REVIEW_FORM } from "../features/reviews/review-form-link";
import { REVIEW_IMAGE_FIELD } from "@urjavolt/contract/reviews";
import { answerForm, onForm, sentFile } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { pageMeta, siteUrlOf } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { type EmiLine, emiLine } from "@urjavolt/contract/emi-rules";
import { shownStock } from "@urjavolt/contract/catalogue-rules";
import { EmiFrom } from "../features/emi/emi-from";
import { batteryOffer } from "@urjavolt/contract/catalogue-battery";
import { DELIVERY_PINCODE_KEY, type ProductDelivery, productDelivery } from "@urjavolt/contract/delivery-rules";
import { cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { isPincode, pincodeMessages, placeFromLookup } from "@urjavolt/contract/pincode";
import type { Route } from "./+types/product-detail";

/** The product and the first page of its reviews, in the HTML; an unknown or non-numeric id is a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = await context.services.catalogue.getProduct(params.productId);
  if (!product) return data({ product: null, reviews: null, reviewsError: null, emiFrom: null, battery: null, delivery: null }, { status: 404 });
  let reviews: ReviewList | null = null;
  let reviewsError: string | null = null;
  try {
    reviews = await context.services.reviews.find(product.id, { page: 1, limit: REVIEW_PAGE_SIZE });
  } catch (error) {
    // The product page still goes out; the Reviews tab says what failed and can try again.
    console.error(`Could not load the reviews of product ${product.id}.`, error);
    reviewsError = "Failed to load reviews: the reviews could not be read just now.";
  }
  return {
    // The page is kept for every visitor: its stock as shown, which a sale rarely moves (decision 049).
    product: { ...product, product_stock: shownStock(product.product_stock) },
    reviews,
    reviewsError,
    emiFrom: await emiFromPrice(context, product.product_discountedPrice),
    battery: product.battery?.supply === "external" ? batteryOffer(product, (await context.services.catalogue.listProducts()).data) : null,
    delivery: await deliveryFor(context, new URL(request.url).searchParams.get(DELIVERY_PINCODE_KEY)),
  };
}

/**
 * The delivery estimate for the pincode of the page's GET form (`?pincode=`), so that it works
 * without JavaScript: the place from checkout's pincode lookup and the shipping policy's days
 * (contract/src/delivery-rules.ts). Null when no pincode was asked about.
 */
async function deliveryFor(context: Route.LoaderArgs["context"], asked: string | null): Promise<ProductDelivery | null> {
  if (asked === null) return null;
  const pincode = cleanPincodeInput(asked);
  if (!isPincode(pincode)) return { pincode, ok: false, message: pincodeMessages.invalid };
  try {
    return productDelivery(pincode, placeFromLookup(await context.services.pincode.lookup(pincode)), indiaIsoDate(), pincodeMessages.unknown);
  } catch (error) {
    console.error("Could not look up a pincode for a product page.", error);
    return { pincode, ok: false, message: pincodeMessages.failed };
  }
}

/**
 * The EMI line, worked out here so the page's script carries no EMI code: the no-cost EMI when a
 * plan offers one on the price, else the lowest instalment, with its tenure (decision 045); null
 * when no plan takes the price. The page goes out without it when the plans cannot be read.
 */
async function emiFromPrice(context: Route.LoaderArgs["context"], price: number): Promise<EmiLine | null> {
  try {
    return emiLine((await context.services.emi.listActive()).plans, price);
  } catch (error) {
    console.error("Could not read the EMI plans for a product page.", error);
    return null;
  }
}

/** Write a Review, posted to the page (route-form.ts); the photo, if chosen, goes with it. */
export function action({ request, params, context }: Route.ActionArgs) {
  return answerForm(request, context, [
    onForm(reviewForm, async (submission, body) => context.services.reviews.submitSent(params.productId, submission, await sentFile(body, REVIEW_IMAGE_FIELD))),
  ]);
}

export const clientAction = formClientAction([REVIEW_FORM]);

export const meta = (args: Route.MetaArgs) => {
  const product = args.loaderData?.product;
  if (!product) return pageMeta(args, PRODUCT_NOT_FOUND_TITLE, PRODUCT_NOT_FOUND_TEXT);
  const siteUrl = siteUrlOf(args);
  return [
    ...pageMeta(args, product.product_name, product.product_description, { path: paths.product(product.id), type: "product", image: product.image }),
    ...(siteUrl ? [{ "script:ld+json": productJsonLd(product, siteUrl) }] : []),
  ];
};

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const { product, reviews, reviewsError, emiFrom, battery, delivery } = loaderData;
  const writingReview = useReviewFormOpen();
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetailPage
      key={product.id}
      product={product}
      initialTab={writingReview ? "reviews" : "description"}
      battery={battery}
      delivery={delivery}
      priceNote={emiFrom ? <EmiFrom line={emiFrom} price={product.product_discountedPrice} /> : null}
      reviews={<ReviewsPanel productId={product.id} rating={product.rating} firstPage={reviews} loadError={reviewsError} />}
    />
  );
}
