import { Link } from "react-router";
import {
  Bot,
  Calculator,
  FileText,
  LayoutDashboard,
  LineChart,
  Smartphone,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { CallToAction, ContentSection, Prose, StaticBody } from "./static-blocks";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { label: string; to: string };
}

const FEATURES: Feature[] = [
  {
    icon: LineChart,
    title: "Today's rates by province",
    text: "Fixed and variable rates for all 13 provinces and territories, with the lender's posted rate beside ours and the best rate of the day on the home page. Our team keeps them current.",
    link: { label: "See today's rates", to: "/rates" },
  },
  {
    icon: Calculator,
    title: "Calculators",
    text: "A quick payment estimate, a full payment calculator with every payment frequency, prepayments and the amortization schedule, and an affordability calculator with the stress test.",
    link: { label: "Open the calculators", to: "/calculators" },
  },
  {
    icon: Bot,
    title: "The Vayu assistant",
    text: "Press “Try AI” on any page to ask general questions about mortgages and MIC lending. If you want a broker to follow up, leave your name and an email or phone number in the chat.",
  },
  {
    icon: Users,
    title: "Broker profiles",
    text: "Each broker has a page with their rates, services, lenders, client testimonials and a link to book a call. Pick the broker who suits you, or let us match you.",
    link: { label: "Find a broker", to: "/find-broker" },
  },
  {
    icon: FileText,
    title: "Quotes and applications",
    text: "Request a purchase or renewal quote from the home page, or send a full mortgage application. Your details go only to Vayu and the broker you choose.",
    link: { label: "Start an application", to: "/applications" },
  },
  {
    icon: LayoutDashboard,
    title: "Tools for brokers",
    text: "Brokers sign in to a dashboard to edit their page, follow up on leads, publish articles, keep documents and see how many people view their profile.",
    link: { label: "Become a broker", to: "/become-broker" },
  },
];

/** /app: what the Vayu web app offers, and how to keep it on a phone's home screen. */
export function AppPage() {
  usePageMeta(pageMeta["/app"]);

  return (
    <>
      <PageHeader title="The Vayu app">
        Everything Vayu offers works in your web browser, on a phone, tablet or computer. There is nothing to
        download or install.
      </PageHeader>
      <StaticBody>
        <ContentSection id="features-title" title="What you can do">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text, link }) => (
              <li key={title}>
                <Card className="flex h-full flex-col p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{text}</p>
                  {link && (
                    <Link
                      to={link.to}
                      className="mt-4 self-start rounded-sm text-sm font-medium text-primary hover:underline"
                    >
                      {link.label}
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="home-screen-title" title="Keep Vayu on your home screen">
          <div className="flex max-w-3xl gap-4">
            <Smartphone className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
            <Prose>
              <p>
                <strong>iPhone and iPad:</strong> open Vayu in Safari, tap the Share button, then “Add to Home
                Screen”.
              </p>
              <p>
                <strong>Android:</strong> open Vayu in Chrome, open the menu (⋮), then “Add to Home screen”.
              </p>
              <p>The icon opens Vayu straight away, always with today's rates.</p>
            </Prose>
          </div>
        </ContentSection>

        <ContentSection id="privacy-title" title="Your privacy">
          <Prose>
            <p>
              Your conversation with the Vayu assistant is kept in your own browser, and “Clear Chat” removes
              it. Quote requests, applications and messages are stored securely and read only by Vayu staff
              and the broker assigned to you.
            </p>
          </Prose>
        </ContentSection>

        <CallToAction
          title="Start with today's numbers"
          actions={[
            { label: "See today's rates", to: "/rates" },
            { label: "Estimate a payment", to: "/calculators", variant: "outline" },
          ]}
        >
          See where rates are today, then estimate what your payment would be.
        </CallToAction>
      </StaticBody>
    </>
  );
}
