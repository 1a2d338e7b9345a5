import { useSearchParams } from "react-router";
import { Card } from "../../components/ui/card";
import { ResetPasswordPanel } from "../../features/auth/reset-password-panel";
import { useT } from "../../i18n/use-t";

/**
 * /reset-password?token=…: the page a reset e-mail links to, and with &invite=1 the page a new
 * broker's invitation links to. A token in the address is nothing for search engines.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token") || null;
  const invite = params.get("invite") === "1";
  const title = t(invite ? "auth.inviteTitle" : "auth.pageTitle");
  return (
    <section className="flex flex-1 items-center justify-center bg-muted px-4 py-16">
      <title>{`${title} — Vayu`}</title>
      <meta name="robots" content="noindex" />
      <Card className="w-full max-w-md">
        <ResetPasswordPanel key={token} token={token} invite={invite} />
      </Card>
    </section>
  );
}
