import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { House, UserSearch } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

/** Shown for an unknown or inactive agent, after the 'Agent not found' toast. */
export function AgentNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <UserSearch className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("brokers.notFound.title")}</h1>
      <p className="max-w-md text-muted-foreground">
        <FormattedMessage
          id="brokers.notFound.text"
          values={{
            link: (chunks) => (
              <Link to="/find-broker" className="font-medium text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {t("brokers.notFound.returnHome")}
        </Link>
      </Button>
    </section>
  );
}
