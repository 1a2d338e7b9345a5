import { randomUUID } from "node:crypto";
import { authMessages, passwordResetMessages as text } from "../support/english-texts";
import { E2E_RESET_ACCOUNT } from "./accounts";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";
import { waitForMail } from "./mailbox";

// Several page loads and an e-mail through SMTP.
test.describe.configure({ timeout: 90_000 });

test("a forgotten password is reset through the e-mailed link, which then works no more", async ({
  page,
}) => {
  const { email } = E2E_RESET_ACCOUNT;
  const newPassword = `new-${randomUUID()}`;

  await test.step("ask for a link from the sign-in dialog", async () => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: text.forgotPassword }).click();
    await expect(dialog.getByRole("heading", { name: text.requestTitle })).toBeVisible();
    // The address typed into the sign-in form comes along.
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: text.requestSubmit }).click();
    await expect(dialog.getByRole("status")).toHaveText(text.requestSent);
  });

  const link = await test.step("the e-mail arrives with a link to the reset page", async () => {
    const mail = await waitForMail(
      (message) => message.to.includes(email) && message.subject === "Reset your Vayu password",
    );
    const found = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
    expect(found, mail.text).toBeTruthy();
    return found!;
  });

  await test.step("choose a new password, fixing what the form points out", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: text.pageTitle })).toBeVisible();
    const password = page.getByLabel(text.newPassword, { exact: true });
    const confirm = page.getByLabel(text.confirmPassword, { exact: true });
    await expect(password).toBeFocused();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.passwordRequired)).toBeVisible();
    await password.fill("short");
    await confirm.fill("different");
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.passwordTooShort)).toBeVisible();
    await expect(page.getByText(text.passwordsDiffer)).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
    await password.fill(newPassword);
    await confirm.fill(newPassword);
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByRole("status")).toHaveText(text.success);
    await page.getByRole("link", { name: text.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step("sign in with the new password", async () => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: authMessages.submit, exact: true }).click();
    await expect(page.getByText(authMessages.success)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("the used link says so and offers a new one; an unknown address is answered alike", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: text.invalidLinkTitle })).toBeVisible();
    await expect(page.getByText(text.invalidLink)).toBeVisible();
    await page.getByRole("button", { name: text.requestNewLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.requestTitle })).toBeVisible();
    await page.getByLabel("Email").fill(`nobody-${randomUUID()}@e2e.vayu.local`);
    await page.getByRole("button", { name: text.requestSubmit }).click();
    await expect(page.getByRole("status")).toHaveText(text.requestSent);
  });
});
