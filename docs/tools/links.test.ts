import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkLinks, documentationFiles, headingAnchors } from "./links.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

describe("the documentation's links", () => {
  it("all work: every relative link names a file that exists and every #fragment a heading of its page", () => {
    const files = documentationFiles(repoRoot);
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "docs/configuration.md", "docs/operations.md"]));
    const problems = checkLinks(repoRoot, files).map(({ file, line, link, problem }) => `${file}:${line}: ${link} ${problem}`);
    expect(problems).toEqual([]);
  });

  it("start from a README that is the front door: at most 10 KB, the rest in docs/", () => {
    const size = statSync(join(repoRoot, "README.md")).size;
    expect(size, "README.md has grown past 10 KB: move the detail into docs/ and link it").toBeLessThanOrEqual(10_240);
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    // The two commands a newcomer needs are on the first screen.
    const firstScreen = readme.split("\n").slice(0, 40).join("\n");
    expect(firstScreen).toContain("npm install && npm start");
    expect(firstScreen).toContain("npm test");
  });
});

describe("the link check", () => {
  const root = mkdtempSync(join(tmpdir(), "links-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const problemsOf = (path: string, text: string) => {
    write(path, text);
    return checkLinks(root, [path]).map(({ link, problem }) => `${link} ${problem}`);
  };

  it("gives headings GitHub's anchors", () => {
    const anchors = headingAnchors(
      [
        "# Operations",
        "## 5. The console's checklist, and Razorpay's keys",
        "### What `npm test` runs",
        "## E-mail",
        "## E-mail",
        "### `TRACKING_SECRET`",
        "## SMS and WhatsApp updates",
        "Setext heading\n---",
        '<a id="kept-anchor"></a>',
        "```",
        "# not a heading",
        "```",
      ].join("\n\n"),
    );
    expect([...anchors]).toEqual([
      "operations",
      "5-the-consoles-checklist-and-razorpays-keys",
      "what-npm-test-runs",
      "e-mail",
      "e-mail-1",
      "tracking_secret",
      "sms-and-whatsapp-updates",
      "setext-heading",
      "kept-anchor",
    ]);
  });

  it("finds links to files and headings that exist", () => {
    write("docs/guide.md", "# Guide\n\n## Going live\n");
    write("deploy/README.md", "# Deploy\n");
    write("src/code.ts", "export {};\n");
    expect(
      problemsOf(
        "README.md",
        [
          "# Read me",
          "## Start",
          "[guide](docs/guide.md), [going live](docs/guide.md#going-live), [deploy](deploy/README.md), [the folder](docs/), [code](src/code.ts#L1),",
          "[here](#start), [site](https://www.example.in/path?q=1), [mail](mailto:support@example.in), [local](http://localhost:3000/api/docs)",
          '<img src="docs/guide.md" alt="">',
          "[ref]: docs/guide.md#guide",
        ].join("\n\n"),
      ),
    ).toEqual([]);
  });

  it("reports a missing file, a missing heading and a badly formed address", () => {
    write("docs/guide.md", "# Guide\n\n## Going live\n");
    expect(
      problemsOf(
        "docs/index.md",
        [
          "# Index",
          "[gone](missing.md) [moved](guide.md#running-on-postgresql) [here](#nowhere) [image](images/shop.png)",
          "[broken](<https://exa mple.com>) [no host](https://) [other](ftp://example.in/file) [root](/admin) [out](../../etc/passwd)",
          '<img src="images/console.png" alt="">',
        ].join("\n\n"),
      ),
    ).toEqual([
      "missing.md names docs/missing.md, which does not exist",
      "guide.md#running-on-postgresql names #running-on-postgresql, which is no heading of docs/guide.md",
      "#nowhere names #nowhere, which is no heading of docs/index.md",
      "images/shop.png names docs/images/shop.png, which does not exist",
      "https://exa mple.com has a space in it",
      "https:// is not a well-formed address",
      "ftp://example.in/file uses ftp:, not http(s) or mailto",
      "/admin starts at the root of the site, which GitHub takes as github.com: use a path relative to this file",
      "../../etc/passwd points outside the repository",
      "images/console.png names docs/images/console.png, which does not exist",
    ]);
  });
});
