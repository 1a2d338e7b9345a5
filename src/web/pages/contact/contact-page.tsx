import { useSearchParams } from "react-router";
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from "../../components/ui/card";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useActiveAgents } from "../../features/agents/api/get-active-agents";
import { findActiveAgent, YourBrokerCard } from "../../features/agents/brokers/your-broker-card";
import { ContactForm } from "../../features/contact/contact-form";
import { OfficeDetails } from "../../features/contact/office-details";
import { useT } from "../../i18n/use-t";

/** The broker named by `?agent=` (id or slug): undefined while loading, null when none or not active. */
function useChosenAgent(agentParam: string | null) {
  const agents = useActiveAgents();
  if (!agentParam) return { agent: null, agentId: null };
  if (agents.isPending) return { agent: null, agentId: undefined };
  const agent = findActiveAgent(agents.data, agentParam) ?? null;
  return { agent, agentId: agent?.id ?? null };
}

/** /contact (?agent=): the contact form, the chosen broker, and the head office details. */
export function ContactPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { agent, agentId } = useChosenAgent(searchParams.get("agent"));

  usePageMeta({
    ...pageMeta["/contact"],
    ...(agent && { title: t("forms.contact.pageTitleAgent", { name: agent.name }) }),
  });

  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("forms.contact.title")}
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">
          {agent ? t("forms.contact.introAgent", { name: agent.name }) : t("forms.contact.intro")}
        </p>
      </header>
      {/* Phones: broker, form, office. Wide screens: both cards beside the form, stacked at the top. */}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:grid-rows-[auto_1fr] lg:items-start">
        {agent && (
          <aside aria-label={t("forms.contact.yourBroker")} className="lg:col-start-2 lg:row-start-1">
            <YourBrokerCard agent={agent} />
          </aside>
        )}
        <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>{t("forms.contact.cardTitle")}</CardTitle>
            <CardDescription>{t("forms.contact.requiredNote")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm agentId={agentId} />
          </CardContent>
        </Card>
        <aside
          aria-label={t("forms.contact.headOffice")}
          className={agent ? "lg:col-start-2 lg:row-start-2" : "lg:col-start-2 lg:row-start-1"}
        >
          <OfficeDetails />
        </aside>
      </div>
    </div>
  );
}
