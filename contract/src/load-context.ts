import type { PromotionList, ShopSlideList } from "./promotions.ts";
import type { ProductDetail, ProductList, ProductSitemapEntry } from "./catalogue.ts";
import type { PincodeLookup } from "./pincode.ts";
import type { Blog, BlogSitemapEntry } from "./blog.ts";
import type { StoreSearchQuery, StoreSearchResult } from "./stores.ts";
import type { ReviewList, ReviewListQuery, ReviewSubmission, ReviewSubmitted } from "./reviews.ts";
import type { TrackOrderRequest, TrackedOrder } from "./orders-tracking.ts";
import type { PaymentMethod } from "./orders.ts";
import type { ConfirmationLookup, OrderConfirmation, PaymentConfirmation } from "./orders-confirmation.ts";
import type { DeliveryAnswer } from "./delivery.ts";
import type { Locale } from "./locale.ts";
import type { ComplaintRequest, ContactRequest, EnquiryReceipt, QuoteRequest } from "./enquiries.ts";
import type { EmiPlanList } from "./emi.ts";
import type { SearchResult } from "./search.ts";
import type { WarrantyDetails, WarrantyLookup, WarrantyRegistered, WarrantyRegistration } from "./warranty.ts";
import type { TicketAnswer, TicketLookup, TicketMessage, TicketPhoto, TrackedTicket } from "./service.ts";
import type { AccountConsent, AccountOverview, AccountUnitPage, CodeChannel, CodeSent, ConsentChange, EmailSignIn, MobileSignIn, VerifiedContact } from "./accounts.ts";
import type { AccountDetails, AddressInput, ErasurePlan, MobileChangeCodes, MobileChangeSent, ProfileInput, SavedAddress } from "./accounts-rights.ts";

/**
 * Who is signing in: their network address (the send limits count it), their browser (named in the
 * devices list), and the session cookie the browser already has, if any (ended when it signs in again).
 */
export type AccountRequester = { address: string; userAgent?: string | undefined; sessionToken?: string | null | undefined };
/** A step of signing in: its result and the Set-Cookie values to send with the page. */
export type WithCookies<T> = { result: T; cookies: string[] };

/**
 * What the server hands React Router's loaders: the same services the API uses, so a page
 * arrives with its data in the HTML. Each feature adds its service here as it lands.
 */
export interface SiteServices {
  /** Customers' accounts (decision 050): tokens are the cookies' values, read by the page from the request. */
  accounts: {
    requestMobileCode(input: MobileSignIn, requester: AccountRequester): Promise<WithCookies<CodeSent>>;
    requestEmailCode(input: EmailSignIn, requester: AccountRequester): Promise<WithCookies<CodeSent>>;
    /** A code by SMS to the mobile a serial was registered with (decision 052); the same answer for any serial. */
    requestUnitCode(serial: string, requester: AccountRequester): Promise<WithCookies<CodeSent>>;
    /** Where the browser's pending code went (partly hidden; for a serial, no digit at all); null when it has no live challenge. */
    pendingChallenge(challengeToken: string | null): Promise<{ channel: CodeChannel; sentTo: string; unit: string | null } | null>;
    /** `unit`: the serial the code was asked for, whose page comes next. */
    verifyCode(challengeToken: string | null, code: string, requester: AccountRequester): Promise<WithCookies<{ firstSignIn: boolean; unit: string | null }>>;
    /** Null when the browser is not signed in. */
    session(sessionToken: string | null): Promise<{ customerId: number } | null>;
    /** The contact the browser's session proved; null when it is not signed in (decision 054). */
    verifiedContact(sessionToken: string | null): Promise<VerifiedContact | null>;
    /** Refused (401) when the browser is not signed in. */
    overview(sessionToken: string | null): Promise<AccountOverview>;
    /** A unit registered with the verified contact (decision 052); refused (404) for any other serial, 401 when not signed in. */
    unit(sessionToken: string | null, serial: string): Promise<AccountUnitPage>;
    /** Gives or withdraws updates on one text channel for the verified mobile. */
    setConsent(sessionToken: string | null, change: ConsentChange): Promise<{ consents: AccountConsent[] }>;
    signOut(sessionToken: string | null): Promise<WithCookies<{ message: string }>>;
    signOutEverywhere(sessionToken: string | null): Promise<WithCookies<{ message: string; devices: number }>>;
    /** Signs one other device of the account out. */
    signOutDevice(sessionToken: string | null, deviceId: number): Promise<void>;
  };
  /** The customer's rights over their data (decision 053); each refuses (401) a browser that is not signed in. */
  accountsRights: {
    details(sessionToken: string | null): Promise<AccountDetails>;
    saveProfile(sessionToken: string | null, input: ProfileInput): Promise<{ message: string }>;
    addAddress(sessionToken: string | null, input: AddressInput): Promise<SavedAddress>;
    updateAddress(sessionToken: string | null, id: number, input: AddressInput): Promise<SavedAddress>;
    deleteAddress(sessionToken: string | null, id: number): Promise<void>;
    startMobileChange(sessionToken: string | null, mobile: string, requester: AccountRequester): Promise<WithCookies<MobileChangeSent>>;
    /** Where the browser's change of mobile is headed (partly hidden); null without one under way. */
    pendingMobileChange(sessionToken: string | null, changeToken: string | null): Promise<{ currentSentTo: string; newSentTo: string } | null>;
    confirmMobileChange(sessionToken: string | null, changeToken: string | null, codes: MobileChangeCodes): Promise<WithCookies<{ message: string }>>;
    erasurePlan(sessionToken: string | null): Promise<ErasurePlan>;
    erase(sessionToken: string | null): Promise<WithCookies<ErasurePlan>>;
  };
  orders: {
    /** Orders paid in the last `days` days (7 by default): the shop's honest shopper counter. */
    countRecentOrders(days?: number): Promise<number>;
    /** The ways to pay the payment gateway offers (decision 045); null when it cannot say just now. */
    paymentMethods(): Promise<PaymentMethod[] | null>;
  };
  recentOrders: {
    /** The step the shop's counter shows (contract/src/orders-recent.ts), as the cached shop pages know it. */
    shown(): Promise<number>;
  };
  tracking: {
    /** The order a signed tracking link (`/track-order?token=`) opens, or why not: forged or unknown, or past its lifetime (decision 036). */
    findByToken(token: string): Promise<ConfirmationLookup<TrackedOrder>>;
    /** The order with this number whose checkout e-mail or mobile matches; one neutral 404 for any wrong pair. */
    find(request: TrackOrderRequest): Promise<TrackedOrder>;
    /** The page after paying for an order (`/order-confirmation/:token`, decision 023). */
    findConfirmation(token: string): Promise<ConfirmationLookup<OrderConfirmation>>;
    /** A paid order by its number alone, when it carries the signed-in customer's verified contact; null otherwise (decision 054). */
    findForCustomer(orderNumber: string, contact: VerifiedContact | null): Promise<TrackedOrder | null>;
    /** The page after paying by the order's number, on the same terms. */
    findConfirmationForCustomer(orderNumber: string, contact: VerifiedContact | null): Promise<OrderConfirmation | null>;
  };
  requestTracking: {
    /** The service request with this reference whose mobile matches; one neutral 404 for any wrong pair (decision 028). */
    find(lookup: TicketLookup): Promise<TrackedTicket>;
    /** The request a signed link (`/track-request/:token`) opens, or why not: forged or unknown, or past its lifetime (decision 036). */
    findByToken(token: string): Promise<ConfirmationLookup<TrackedTicket>>;
    /** A request by its reference alone, when it carries the signed-in customer's verified contact; null otherwise (decision 054). */
    findForCustomer(reference: string, contact: VerifiedContact | null): Promise<TrackedTicket | null>;
    /** The customer's message on the request, e-mailed to staff. */
    sendMessage(token: string, input: TicketMessage): Promise<TrackedTicket>;
    /** A photo the customer sends on the request (judged by its bytes), e-mailed to staff as a message is. */
    sendPhoto(token: string, input: TicketPhoto, photo: { filename: string; data: Uint8Array } | undefined): Promise<TrackedTicket>;
    /** The customer's answer to a resolved request: fixed closes it, not fixed reopens it. */
    answer(token: string, input: TicketAnswer): Promise<TrackedTicket>;
  };
  payments: {
    /** The page after a standalone payment (`/payment-confirmation/:token`, decision 023). */
    findConfirmation(token: string): Promise<ConfirmationLookup<PaymentConfirmation>>;
  };
  promotions: {
    listActive(now?: Date): Promise<PromotionList>;
    /** The shop banner's slides live at `now`, in banner order. */
    listShopSlides(now?: Date): Promise<ShopSlideList>;
  };
  catalogue: {
    /** Every product (prices in rupees) with category, capacity and warranty counts. */
    listProducts(): Promise<ProductList>;
    /** One product with its detail fields, or null (a non-numeric id included). */
    getProduct(id: number | string): Promise<ProductDetail | null>;
    /** Ids and last-changed times of every product, for the sitemap. */
    sitemapEntries(): Promise<ProductSitemapEntry[]>;
  };
  search: {
    /** The shop's search (decision 042): the products matching every word of the query, best first, and the nearest ones when none does. */
    search(query: string): Promise<SearchResult>;
  };
  blog: {
    /** Every post, newest first. */
    list(): Promise<Blog[]>;
    /** One post, or null when there is none with that id. */
    find(id: number): Promise<Blog | null>;
    /** Ids and last-changed times of every post, for the sitemap. */
    listForSitemap(): Promise<BlogSitemapEntry[]>;
  };
  stores: {
    search(query?: StoreSearchQuery): Promise<StoreSearchResult>;
  };
  emi: {
    /** The active EMI plans, in display order; empty when the shop has set none. */
    listActive(): Promise<EmiPlanList>;
  };
  delivery: {
    /** Whether we deliver to a 6-digit pincode. */
    check(pincode: string): Promise<DeliveryAnswer>;
  };
  pincode: {
    /** The post offices of a six-digit pincode, as checkout's lookup answers them (`GET /api/v1/pincode/:pincode`). */
    lookup(pincode: string): Promise<PincodeLookup>;
  };
  /** `from.locale`: the language of the page the form was sent from, which the customer's e-mails follow (decision 056). */
  enquiries: {
    submitContact(request: ContactRequest, from?: { locale?: Locale }): Promise<EnquiryReceipt>;
    submitQuote(request: QuoteRequest, from?: { locale?: Locale }): Promise<EnquiryReceipt>;
    submitComplaint(request: ComplaintRequest, from?: { locale?: Locale }): Promise<EnquiryReceipt>;
  };
  warranty: {
    /**
     * Registers a warranty with its invoice as the browser sent it: the file's type is found in its
     * bytes, as for the JSON API's upload, and a refusal names the invoice field.
     */
    registerSent(registration: WarrantyRegistration, invoice: { filename: string; data: Uint8Array }, locale?: Locale): Promise<WarrantyRegistered>;
    /** The registration of a serial number; refused (404) when there is none. */
    lookup(serial: string): Promise<WarrantyLookup>;
    /**
     * The certificate of an Active warranty as a PDF in `locale` (decision 052, 056), for its owner's
     * download; `siteUrl` is the address it prints. Refused (thrown) for any other status.
     */
    certificate(details: WarrantyDetails, locale: Locale, siteUrl: string): Promise<Uint8Array<ArrayBuffer>>;
  };
  reviews: {
    /** A page of a product's visible reviews (newest first) with the summary; null for an unknown product. */
    find(productId: number | string, query?: ReviewListQuery): Promise<ReviewList | null>;
    /**
     * Publishes a review posted from the product page, with its photo as the browser sent it: the
     * photo's type is found in its bytes, as for the JSON API's upload; a refusal names the field.
     */
    submitSent(productId: number | string, submission: ReviewSubmission, image?: { filename: string; data: Uint8Array }): Promise<ReviewSubmitted>;
  };
}

/**
 * The whole load context the server passes to React Router on every page request. (The page's
 * Content-Security-Policy allows the app's inline scripts by their hashes, which the server computes
 * from the rendered page: the scripts carry `scriptMark` while it does, and the page goes out without it.)
 */
export interface SiteLoadContext {
  services: SiteServices;
  /**
   * The catalogue ids a page's browser code may show, by its path (decision 056; the server reads
   * them from the built client files): the root loader sends only those messages. Unset in
   * development, where the root sends the whole catalogue.
   */
  pageMessageIds?: ((pathname: string) => ReadonlySet<string>) | undefined;
  /**
   * The site's public address (the server's SITE_URL, no trailing slash): the one source of the
   * absolute URLs pages carry (canonical and Open Graph URLs, JSON-LD, printed documents).
   */
  siteUrl: string;
  /**
   * Set on a form post to a page when the sender has posted too often (the same limit as the JSON
   * API's forms, decision 006): the words to show instead of handling the form.
   */
  formRefusal?: string | undefined;
  /** The visitor's network address as the trusted proxy reports it (the sign-in codes' limits count it). */
  clientAddress?: string | undefined;
  /**
   * A random value for this render alone (decision 025), put as `nonce` on every inline script the
   * app writes: the server allows by hash only the scripts that carry it, so a script that reached
   * the HTML any other way (a stored review or post) is not allowed. Unset in development.
   */
  scriptMark?: string | undefined;
  /** Logs an error of this page request (a loader's, an action's, a render's) in the server's log, with the request's id. */
  logError?: ((error: unknown) => void) | undefined;
}
