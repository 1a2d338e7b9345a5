import { Link, useLocation } from "react-router";
import { useT } from "../../i18n/use-t";
import { useSiteConfig } from "../../lib/site-config";
import { Logo } from "./logo";
import { NavAnchor } from "./nav-anchor";
import {
  calculatorsGroup,
  contactGroup,
  mortgagesGroup,
  ratesLink,
  resourcesGroup,
  type NavGroup,
} from "./nav-links";

const LEGAL_LINK =
  "rounded-sm text-white/85 underline underline-offset-2 hover:text-white hover:no-underline";

function FooterGroup({ group }: { group: NavGroup }) {
  const headingId = `footer-${group.key}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white uppercase">
        {group.title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {group.links.map((link) => (
          <li key={link.label}>
            <NavAnchor
              link={link}
              className="inline-flex items-center gap-1 rounded-sm text-sm text-white/85 hover:text-white hover:underline"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: site } = useSiteConfig();
  const mortgages = mortgagesGroup(pathname, t);
  const groups: NavGroup[] = [
    { ...mortgages, links: [...mortgages.links, ratesLink(t)] },
    calculatorsGroup(t),
    resourcesGroup(site?.newsletterUrl, t),
    { ...contactGroup(t), title: t("shell.footer.contactTitle") },
  ];
  const year = new Date().getFullYear();

  return (
    <footer className="on-dark mt-auto bg-primary text-white">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="md:col-span-4 lg:col-span-1">
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm text-white/85">{t("shell.footer.about")}</p>
        </div>
        {groups.map((group) => (
          <FooterGroup key={group.key} group={group} />
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-6 text-xs text-white/80 sm:px-6">
          <p>{t("shell.footer.disclaimer")}</p>
          {site?.brokerage.licence && (
            <p>
              {t("shell.footer.licence", {
                brokerage: site.brokerage.name,
                licence: site.brokerage.licence,
              })}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>
              {t("shell.footer.copyright", { year: String(year), brokerage: site?.brokerage.name ?? "Vayu" })}
            </p>
            <nav aria-label={t("shell.footer.legalNav")}>
              <ul className="flex gap-4">
                <li>
                  <Link to="/privacy" className={LEGAL_LINK}>
                    {t("shell.footer.privacy")}
                  </Link>
                </li>
                <li>
                  <Link to="/terms" className={LEGAL_LINK}>
                    {t("shell.footer.terms")}
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
