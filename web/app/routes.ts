import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { paths, routePath } from "@urjavolt/contract/paths";

/** A console page's path relative to the console's layout route. */
const inConsole = (path: string) => routePath(path, paths.admin.home);

/**
 * Every path of both route tables in the spec, plus the EMI page the shop banner links to, written
 * with the same `paths` the links use (contract/src/paths.ts).
 */
export default [
  // The public pages, in English at their own paths and in Hindi and Punjabi under /hi/ and /pa/ (decision 056):
  // one optional segment whose loader answers 404 for any other prefix.
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    route(routePath(paths.about), "routes/about-us.tsx"),
    route(routePath(paths.contact), "routes/contact-us.tsx"),
    route(routePath(paths.essBatteries), "routes/ess-batteries.tsx"),
    route(routePath(paths.evBatteries), "routes/lithiumion-batteries.tsx"),
    route(routePath(paths.inverter), "routes/lithiumion-inverter.tsx"),
    route(routePath(paths.solarBatteries), "routes/solar-batteries.tsx"),
    route(routePath(paths.telecomBatteries), "routes/telecom-batteries.tsx"),
    route(routePath(paths.warranty), "routes/warranty.tsx"),
    route(routePath(paths.complaint), "routes/technical-support.tsx"),
    route(routePath(paths.quote), "routes/get-quote.tsx"),
    route(routePath(paths.support), "routes/customer-support.tsx"),
    route(routePath(paths.shop), "routes/shop-online.tsx"),
    route(routePath(paths.cart), "routes/cart.tsx"),
    route(routePath(paths.product(":productId")), "routes/product-detail.tsx"),
    route(routePath(paths.buyNow(":productId")), "routes/buy-now.tsx"),
    route(routePath(paths.checkout), "routes/checkout.tsx"),
    route(routePath(paths.trackOrder), "routes/track-order.tsx"),
    route(routePath(paths.trackRequest), "routes/track-request.tsx"),
    route(routePath(paths.trackRequestTicket(":token")), "routes/track-request-ticket.tsx"),
    route(routePath(paths.orderConfirmation(":token")), "routes/order-confirmation.tsx"),
    route(routePath(paths.paymentConfirmation(":token")), "routes/payment-confirmation.tsx"),
    route(routePath(paths.testPaymentLink(":id")), "routes/test-payment-link.tsx"),
    route(routePath(paths.onlinePayment), "routes/online-payment.tsx"),
    route(routePath(paths.privacy), "routes/privacy-policy.tsx"),
    route(routePath(paths.terms), "routes/terms-and-conditions.tsx"),
    route(routePath(paths.cancellationRefund), "routes/cancellation-refund-policy.tsx"),
    route(routePath(paths.shipping), "routes/shipping-policy.tsx"),
    route(routePath(paths.blog), "routes/blog.tsx"),
    route(routePath(paths.blogPost(":id")), "routes/blog-details.tsx"),
    route(routePath(paths.branch), "routes/branch.tsx"),
    route(routePath(paths.storeLocator), "routes/store-locator.tsx"),
    route(routePath(paths.accessories), "routes/cardsproduct.tsx"),
    route(routePath(paths.emiOptions), "routes/emi-options.tsx"),
    route(routePath(paths.loadCalculator), "routes/load-calculator.tsx"),
  ]),
  // A customer's account (decision 050): private pages, never kept by the page cache.
  route(routePath(paths.account), "routes/account.tsx"),
  route(routePath(paths.accountSignIn), "routes/account-sign-in.tsx"),
  route(routePath(paths.accountCode), "routes/account-code.tsx"),
  route(routePath(paths.accountSignOut), "routes/account-sign-out.tsx"),
  route(routePath(paths.accountConsents), "routes/account-consents.tsx"),
  // A registered unit's page and certificate for its owner (decision 052); paths.accountUnit encodes the serial, so the pattern is written out.
  route(`${routePath(paths.account)}/units/:serial`, "routes/account-unit.tsx"),
  route(`${routePath(paths.account)}/units/:serial/certificate`, "routes/account-unit-certificate.ts"),
  // The customer's rights over their data (decision 053).
  route(routePath(paths.accountDetails), "routes/account-details.tsx"),
  route(routePath(paths.accountMobile), "routes/account-mobile.tsx"),
  route(routePath(paths.accountErase), "routes/account-erase.tsx"),
  // The staff console: rendered in the browser only (client loaders), so shoppers never download it.
  route(routePath(paths.admin.signIn), "routes/admin/sign-in.tsx"),
  route(routePath(paths.admin.home), "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route(inConsole(paths.admin.staff), "routes/admin/staff.tsx"),
    route(inConsole(paths.admin.inbox), "routes/admin/inbox.tsx"),
    route(inConsole(paths.admin.inboxItem(":id")), "routes/admin/inbox-detail.tsx"),
    route(inConsole(paths.admin.service), "routes/admin/service.tsx"),
    route(inConsole(paths.admin.newTicket), "routes/admin/service-new.tsx"),
    route(inConsole(paths.admin.serviceHolidays), "routes/admin/service-holidays.tsx"),
    route(inConsole(paths.admin.serviceTargets), "routes/admin/service-sla.tsx"),
    route(inConsole(paths.admin.units), "routes/admin/service-units.tsx"),
    route(inConsole(`${paths.admin.units}/:serial`), "routes/admin/service-unit.tsx"),
    route(inConsole(paths.admin.serviceFigures), "routes/admin/service-figures.tsx"),
    route(inConsole(paths.admin.ticket(":id")), "routes/admin/service-ticket.tsx"),
    route(inConsole(paths.admin.visits), "routes/admin/visits.tsx"),
    route(inConsole(paths.admin.warranties), "routes/admin/warranties.tsx"),
    route(inConsole(paths.admin.warranty(":id")), "routes/admin/warranty-detail.tsx"),
    route(inConsole(paths.admin.products), "routes/admin/products.tsx"),
    route(inConsole(paths.admin.newProduct), "routes/admin/product-new.tsx"),
    route(inConsole(paths.admin.product(":id")), "routes/admin/product-edit.tsx"),
    route(inConsole(paths.admin.promotions), "routes/admin/promotions.tsx"),
    route(inConsole(paths.admin.blog), "routes/admin/blog.tsx"),
    route(inConsole(paths.admin.stores), "routes/admin/stores.tsx"),
    route(inConsole(paths.admin.pincodes), "routes/admin/pincodes.tsx"),
    route(inConsole(paths.admin.outbox), "routes/admin/outbox.tsx"),
    route(inConsole(paths.admin.customers), "routes/admin/customers.tsx"),
    route(inConsole(`${paths.admin.customers}/:contact`), "routes/admin/customer.tsx"),
    route(inConsole(paths.admin.rightsRequests), "routes/admin/rights-requests.tsx"),
    route(inConsole(paths.admin.orders), "routes/admin/orders.tsx"),
    route(inConsole(paths.admin.order(":id")), "routes/admin/order-detail.tsx"),
    route(inConsole(paths.admin.payments), "routes/admin/payments.tsx"),
    route(inConsole(paths.admin.coupons), "routes/admin/coupons.tsx"),
    route(inConsole(paths.admin.emi), "routes/admin/emi.tsx"),
    route(inConsole(paths.admin.searchSynonyms), "routes/admin/search-synonyms.tsx"),
    route(inConsole(paths.admin.takeback), "routes/admin/take-back.tsx"),
    route(inConsole(paths.admin.exchangeValues), "routes/admin/exchange-values.tsx"),
    route(inConsole(paths.admin.reviews), "routes/admin/reviews.tsx"),
    // Keep last: unknown console paths get a "not found" inside the console.
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
