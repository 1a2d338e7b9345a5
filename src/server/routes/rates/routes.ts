import { Hono } from "hono";
import { rateHistoryQuerySchema } from "../../../domain/schemas/rate-history";
import { ratesQuerySchema } from "../../../domain/schemas/rates";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { readQuery } from "../../http/validate";
import { loadRateHistory } from "../../rate-history/queries";
import { publicRatesCache } from "./cache";
import { findBestRate, listActiveRates, listProvinceRates } from "./queries";
import { rateToJson } from "./serialize";

export function ratesRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const query = readQuery(c, ratesQuerySchema);
      const homeTermsOnly = query.terms === "home";
      const { db } = c.get("deps");
      const key = `${query.province ?? "*"}|${query.terms ?? "all"}`;
      return publicRatesCache.respond(c, key, async () =>
        query.province
          ? listProvinceRates(db, query.province, homeTermsOnly)
          : { rates: await listActiveRates(db, { homeTermsOnly }) },
      );
    })
    .get("/best", publicAccess, async (c) => {
      const { db } = c.get("deps");
      return publicRatesCache.respond(c, "best", async () => {
        const best = await findBestRate(db);
        return { rate: best ? rateToJson(best) : null };
      });
    })
    .get("/history", publicAccess, async (c) => {
      const query = readQuery(c, rateHistoryQuerySchema);
      const { db } = c.get("deps");
      // Every rate write invalidates this cache; the TTL moves the window on after midnight.
      const key = `history|${query.term}|${query.type}|${query.province}`;
      return publicRatesCache.respond(c, key, () => loadRateHistory(db, query));
    });
}
