/**
 * The e2e server's test-gateway secrets (playwright.config.ts). It runs with NODE_ENV=production,
 * where the README's public defaults are refused, so it gets secrets of its own that the tests
 * can sign with, as a company's own tools would.
 */
export const E2E_TEST_GATEWAY_KEY_SECRET = "e2e-test-gateway-key-secret-4f1c";
export const E2E_TEST_GATEWAY_WEBHOOK_SECRET = "e2e-test-gateway-webhook-secret-9a7d";
