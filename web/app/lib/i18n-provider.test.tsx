import { render, screen } from "@testing-library/react";
import { useLingui } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { makeI18n } from "./i18n";
import { PageI18nProvider } from "./i18n-provider";

function Heading() {
  const { i18n } = useLingui();
  return <h1>{i18n._("story")}</h1>;
}

describe("PageI18nProvider", () => {
  it("shows the next page's messages in the same language at once", () => {
    const first = makeI18n({ locale: "pa", messages: { home: "ਹੋਮ" } });
    const { rerender } = render(
      <PageI18nProvider i18n={first}>
        <Heading />
      </PageI18nProvider>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("story");
    const next = makeI18n({ locale: "pa", messages: { home: "ਹੋਮ", story: "ਸਾਡੀ ਕਹਾਣੀ" } });
    rerender(
      <PageI18nProvider i18n={next}>
        <Heading />
      </PageI18nProvider>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("ਸਾਡੀ ਕਹਾਣੀ");
  });
});
