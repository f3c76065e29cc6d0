import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { site } from "@urjavolt/contract/site";
import { absoluteUrl } from "../../lib/meta";
import { paths } from "@urjavolt/contract/paths";

/**
 * The product as schema.org JSON-LD (Product with its Offer, and an AggregateRating only when real
 * reviews exist: a rating of 0 from no reviews is not a rating). The page hands it to React
 * Router's meta as "script:ld+json", which escapes <, > and & so no product text can close the script.
 */
export function productJsonLd(product: ProductDetail, siteUrl: string) {
  const absolute = (path: string) => absoluteUrl(siteUrl, path);
  const url = absolute(paths.product(product.id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.product_name,
    description: product.product_description,
    sku: product.model,
    url,
    image: product.product_images.map(absolute),
    brand: { "@type": "Brand", name: product.product_brand },
    category: product.product_category_name,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: product.product_discountedPrice.toFixed(2),
      availability: product.product_stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.brand },
    },
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
