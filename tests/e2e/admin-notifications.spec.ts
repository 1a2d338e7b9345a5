import { en } from "./admin-english";
import { E2E_BOUNCING_ACCOUNT } from "./accounts";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";
import { waitForMail } from "./mailbox";

const RESET_SUBJECT = "Reset your Vayu password";

test("a refused e-mail is listed for the super admin with its reason, and sent again on request", async ({
  page,
}) => {
  // The test SMTP server refuses this mailbox's first e-mail with a permanent 550.
  const requested = await page.request.post("/api/auth/request-password-reset", {
    data: { email: E2E_BOUNCING_ACCOUNT.email },
  });
  expect(requested.status()).toBe(200);

  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.goto("/super-admin?tab=leads");
  const section = page.getByRole("region", { name: en("admin.notifications.title") });
  await expect(section).toBeVisible();
  await expect(section).toContainText(en("admin.notifications.failedCount", { total: 1 }));
  const item = section.getByRole("listitem").filter({ hasText: E2E_BOUNCING_ACCOUNT.email });
  await expect(item).toContainText(RESET_SUBJECT);
  await expect(item).toContainText("550");
  await expect(item).toContainText("1 attempt");
  await expectNoSeriousAxeViolations(page);

  await item
    .getByRole("button", {
      name: en("admin.notifications.retryLabel", {
        subject: RESET_SUBJECT,
        recipient: E2E_BOUNCING_ACCOUNT.email,
      }),
    })
    .click();
  await expect(page.getByText(en("admin.notifications.retried"))).toBeVisible();
  const mail = await waitForMail(
    (received) => received.to.includes(E2E_BOUNCING_ACCOUNT.email) && received.subject === RESET_SUBJECT,
  );
  expect(mail.text).toContain("/reset-password?token=");
  // Delivered this time: nothing is left to act on, so the section goes.
  await page.reload();
  await expect(page.getByRole("heading", { name: "All leads" })).toBeVisible();
  await expect(section).toHaveCount(0);
});
