import { Link } from "react-router";
import { ArrowRight, Mail } from "lucide-react";
import { teaser } from "../../../../domain/text";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useLocale, useT } from "../../../i18n/use-t";
import { withAgent } from "../agent-query";
import type { CatalogueItem } from "../catalogue-item";
import type { CatalogueKindConfig } from "../catalogue-kinds";
import { formatPrice } from "../price";
import { CatalogueImage } from "./catalogue-image";
import { FeaturesList } from "./features-list";

interface CatalogueCardProps {
  item: CatalogueItem;
  config: CatalogueKindConfig;
  agent: string | null;
  eagerImage?: boolean;
}

/** A product or service card: picture, name, price, the 180-character teaser and the two actions. */
export function CatalogueCard({ item, config, agent, eagerImage }: CatalogueCardProps) {
  const t = useT();
  const locale = useLocale();
  const price = config.showPrice ? formatPrice(item.price, locale) : null;
  const features = config.showFeatures ? (item.features ?? []) : [];
  const titleId = `${config.singular}-${item.id}-title`;

  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={titleId} role="article">
      <CatalogueImage src={item.image_src} alt={item.name} eager={eagerImage} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {item.name}
          </h2>
          {price && (
            <p className="font-semibold text-primary tabular-nums">
              <span className="text-sm font-medium text-muted-foreground">{t("catalogue.priceLabel")}</span>{" "}
              {price}
            </p>
          )}
        </div>
        {item.content && <p className="text-sm text-muted-foreground">{teaser(item.content)}</p>}
        <FeaturesList features={features} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm">
            <Link
              to={withAgent(`${config.basePath}/${item.id}`, agent)}
              aria-label={t("catalogue.viewDetailsLabel", { name: item.name })}
            >
              {t("catalogue.viewDetails")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              to={withAgent("/contact", agent)}
              aria-label={t("catalogue.contactUsAbout", { name: item.name })}
            >
              <Mail aria-hidden="true" />
              {t("catalogue.contactUs")}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
