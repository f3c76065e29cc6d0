import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addTechnician, freshPincode, payTestLink, placeDueOnInstallation, sentPaymentLink, shipAndInstall, turnOnPayOnInstallation } from "./installation-helpers.ts";
import { signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;


test.describe("pay on installation (decision 059)", () => {
  test("a buyer chooses pay on installation with its terms in view; the technician closes with a payment link; the link is paid at the test gateway; the order page shows it paid with its invoice @mobile", async ({ page, browser, baseURL, request }, testInfo) => {
    test.slow();
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
    const buyer = { email: `payfit-${unique}@example.in`, mobile: `97${unique}` };
    const technician = { name: `Harjit Collector ${unique}`, email: `collect-${unique}@staff.test`, password: `Collect-Fit-${unique}!` };
    const pincode = await freshPincode();
    const shot = (name: string, target: Page = page) => target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    // An admin turns pay on installation on (up to ₹2,00,000, 3 days) and adds a technician serving the pincode.
    const office = await browser.newContext({ baseURL });
    const desk = await office.newPage();
    await signInAsAdmin(desk, "/admin/orders");
    await turnOnPayOnInstallation(desk);
    await expectNoAxeViolations(desk);
    await desk.goto("/admin/staff");
    await addTechnician(desk, technician, pincode);

    // Checkout: installation chosen, so "When to pay" is offered with its terms before the order.
    const inverter = await productByModel(request, "UVI-3500");
    await page.goto("/privacypolicy");
    await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify([cartLine(inverter, 1)]));
    await page.goto("/checkout");
    await shipAndInstall(page, { name: "Simran Kaur", street: "House 9, Guru Nanak Colony", ...buyer }, pincode);
    const total = inverter.product_discountedPrice + 999;
    const timing = page.getByRole("group", { name: "When to pay" });
    await expect(timing).toContainText(`You pay the total of ${rupees(total)} after our technician has installed your order, not now. Paying on installation costs nothing extra.`);
    await expect(timing).toContainText("please pay within 3 days of the installation day. If the installation cannot be done, or you refuse it, or it is not done within that time, your order is cancelled and its stock released");
    await timing.getByLabel("Pay on installation").check();
    await expectNoAxeViolations(page);
    await timing.scrollIntoViewIfNeeded();
    await shot("pay-on-installation-checkout");
    // No payment now: the order's page says payment is due on installation.
    const { tracked, orderNumber, trackingUrl } = await placeDueOnInstallation(page, rupees(total));

    // The technician, on a phone, closes the installation with the serial and sends the payment link.
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const field = await phone.newPage();
    await signIn(field, technician, "/admin");
    const card = field.getByRole("article").filter({ hasText: orderNumber });
    await card.getByText("Close this installation").click();
    await card.getByLabel(`Serial number of ${inverter.product_name}`).fill(`UVP-${unique}`);
    await expect(card.getByRole("group", { name: `Payment due on installation: ${rupees(total)}` })).toBeVisible();
    await card.getByLabel(`Send a payment link to ${buyer.mobile}`).check();
    await expectNoAxeViolations(field);
    await shot("pay-on-installation-technician", field);
    await card.getByRole("button", { name: "Installed: register the warranties" }).click();
    await expect(field.getByRole("status")).toContainText(`A payment link was sent to ${buyer.mobile}.`);
    await phone.close();

    // The console's order shows the link sent; the customer opens it and pays at the test gateway.
    const link = await sentPaymentLink(desk, orderNumber);
    await expectNoAxeViolations(desk);
    await office.close();
    await payTestLink(page, link, orderNumber, rupees(total));

    // The order's page: paid by the link, with its GST invoice.
    await page.goto(trackingUrl);
    await expect(tracked).toContainText(`Paid by payment link: ${rupees(total)}.`);
    await expect(page.getByRole("link", { name: /Tax Invoice/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("pay-on-installation-paid");
  });
});
