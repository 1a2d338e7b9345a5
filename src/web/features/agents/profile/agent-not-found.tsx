import { Link } from "react-router";
import { House, UserSearch } from "lucide-react";
import { publicMessages, shellMessages } from "../../../../domain/messages";
import { Button } from "../../../components/ui/button";

/** Shown for an unknown or inactive agent, after the 'Agent not found' toast. */
export function AgentNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <UserSearch className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {publicMessages.agentNotFoundTitle}
      </h1>
      <p className="max-w-md text-muted-foreground">
        This broker page doesn't exist or is no longer active. You can find another licensed broker on our{" "}
        <Link to="/find-broker" className="font-medium text-primary underline underline-offset-4">
          Find a Broker
        </Link>{" "}
        page.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {shellMessages.returnHomeShort}
        </Link>
      </Button>
    </section>
  );
}
