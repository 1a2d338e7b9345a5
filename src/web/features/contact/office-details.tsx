import { BadgeCheck, Building2, Clock, Mail, Phone } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import { useSiteConfig } from "../../lib/site-config";

/**
 * The head office's address, hours and how to reach it. The brokerage's name and licence come from
 * the server's settings (docs/decisions/0022), so no number is shown that a deployment did not set.
 */
export const HEAD_OFFICE = {
  street: "250 Yonge Street, Suite 2201",
  city: "Toronto, ON M5B 2L7",
  phone: "(416) 555-0100",
  phoneHref: "tel:4165550100",
  email: "info@vayu.ca",
} as const;

/** The office's opening hours, each day and time a catalogue text. */
const OFFICE_HOURS: readonly { days: MessageId; time: MessageId }[] = [
  { days: "forms.office.weekdays", time: "forms.office.weekdaysTime" },
  { days: "forms.office.saturday", time: "forms.office.saturdayTime" },
  { days: "forms.office.sunday", time: "forms.office.closed" },
];

/** Corporate office details with the brokerage licence number when one is configured. */
export function OfficeDetails() {
  const t = useT();
  const brokerage = useSiteConfig().data?.brokerage;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("forms.office.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <div className="flex gap-3">
          <Building2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <address className="not-italic">
            <span className="font-semibold">{brokerage?.name ?? "Vayu"}</span>
            <br />
            {HEAD_OFFICE.street}
            <br />
            {HEAD_OFFICE.city}
          </address>
        </div>
        <div className="flex gap-3">
          <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <a href={HEAD_OFFICE.phoneHref} className="font-medium text-primary tabular-nums hover:underline">
            {HEAD_OFFICE.phone}
          </a>
        </div>
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <a href={`mailto:${HEAD_OFFICE.email}`} className="font-medium text-primary hover:underline">
            {HEAD_OFFICE.email}
          </a>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{t("forms.office.hours")}</h3>
            <dl className="mt-1 flex flex-col gap-1.5">
              {OFFICE_HOURS.map((row) => (
                <div key={row.days}>
                  <dt className="text-muted-foreground">{t(row.days)}</dt>
                  <dd>{t(row.time)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        {brokerage?.licence && (
          <div className="flex gap-3 rounded-lg bg-muted p-3">
            <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-semibold">
                {t("forms.office.licence", { licence: brokerage.licence })}
              </span>
              <br />
              <span className="text-muted-foreground">
                {t("forms.office.licenceNote", { name: brokerage.name })}
              </span>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
