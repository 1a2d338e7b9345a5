import { adminMessages, authMessages, dashboardMessages, homeMessages } from "../support/english-texts";
import { E2E_ACCOUNTS } from "./accounts";
import authText from "../../src/i18n/messages/en-CA/auth.json" with { type: "json" };
import { expect, signIn, test } from "./fixtures";

test.describe("sign-in redirects by role", () => {
  test("super_admin lands on the admin panel", async ({ page }) => {
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByText(authMessages.success)).toBeVisible();
    await expect(page.getByRole("heading", { name: adminMessages.title })).toBeVisible();
    await expect(page.getByText(adminMessages.subtitle)).toBeVisible();
    await expect(page.getByText(adminMessages.menuTitle)).toBeVisible();
  });

  test("agent lands on the agent dashboard", async ({ page }) => {
    await signIn(page, "agent");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await expect(page.getByRole("heading", { name: dashboardMessages.title })).toBeVisible();
    await expect(page.getByText(dashboardMessages.subtitle)).toBeVisible();
    await expect(page.getByRole("link", { name: dashboardMessages.viewMyPage })).toHaveAttribute(
      "href",
      /^\/agent\/[a-z0-9]+$/,
    );
  });

  test("admin lands on the agent dashboard", async ({ page }) => {
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await expect(page.getByRole("heading", { name: dashboardMessages.title })).toBeVisible();
  });

  test("a plain user goes home", async ({ page }) => {
    await signIn(page, "others");
    await expect(page.getByText(authMessages.success)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  });

  test("a wrong password shows the spec's message and stays on /auth", async ({ page, consoleErrors }) => {
    // The browser itself reports the sign-in call's 401 in the console.
    consoleErrors.allow(/status of 401/);
    await signIn(page, "super_admin", "definitely-wrong");
    await expect(page.getByText(authMessages.invalidCredentials).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the header dialog signs in too, its form loading only once a visitor reaches for it", async ({
    page,
  }) => {
    const formChunk = /\/sign-in-form-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.goto("/rates");
    await expect(page.getByRole("table").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => formChunk.test(s))).toEqual([]);

    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    expect(scripts.filter((s) => formChunk.test(s))).toHaveLength(1);
    await expect(dialog.getByRole("heading", { name: authMessages.title })).toBeVisible();
    await expect(dialog.getByText(authMessages.subtitle)).toBeVisible();
    await dialog.getByLabel("Email").fill(E2E_ACCOUNTS.super_admin.email);
    await dialog.getByLabel("Password").fill(E2E_ACCOUNTS.super_admin.password);
    await dialog.getByRole("button", { name: authMessages.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("when the dialog's form cannot load, it says so and links to the sign-in page", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
    const formChunk = /\/sign-in-form-[\w-]+\.js$/;
    await page.route(formChunk, (route) => route.abort());
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("alert")).toHaveText(new RegExp(authMessages.formLoadFailed));
    // The connection is back: the sign-in page, a document load of its own, fetches the form again.
    await page.unroute(formChunk);
    await dialog.getByRole("link", { name: authMessages.openSignInPage }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email")).toBeVisible();
  });
});

test.describe("guards", () => {
  test("a visitor is sent from /super-admin to /auth, which says it is for staff and points to the brokers", async ({
    page,
  }) => {
    await page.goto("/super-admin");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: authMessages.title })).toBeVisible();
    await expect(page.getByText(authText["auth.staffOnly"])).toBeVisible();
    await page.getByRole("link", { name: authText["auth.visitorLink"], exact: true }).click();
    await expect(page).toHaveURL(/\/find-broker$/);
  });

  test("the guessed addresses /agents and /dashboard lead to the brokers and the dashboard", async ({
    page,
  }) => {
    await page.goto("/agents");
    await expect(page).toHaveURL(/\/find-broker$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await signIn(page, "agent");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
  });

  test("a visitor is sent from /agent-dashboard home with 'Access denied'", async ({ page }) => {
    await page.goto("/agent-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(authMessages.accessDenied)).toBeVisible();
  });

  test("an agent is refused the admin panel", async ({ page }) => {
    await signIn(page, "agent");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await page.goto("/super-admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(authMessages.accessDenied)).toBeVisible();
  });

  test("a plain user is refused the agent dashboard", async ({ page }) => {
    await signIn(page, "others");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/agent-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(authMessages.accessDenied)).toBeVisible();
  });

  test("logout ends the session", async ({ page }) => {
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/super-admin");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
