import { Hono } from "hono";
import type { Config } from "../config";
import { publicAccess } from "../http/authorize";
import type { AppEnv } from "../deps";

/** What the footer, the privacy policy and the terms of use say about who runs the site. */
export function legalSettingsToJson(config: Config) {
  const { legal } = config;
  return {
    brokerage: { name: legal.brokerageName, licence: legal.brokerageLicence },
    privacy: {
      officerName: legal.privacyOfficerName,
      officerEmail: legal.privacyOfficerEmail,
      updated: legal.policyUpdated,
      dataHostingLocation: legal.dataHostingLocation,
      governingLawProvince: legal.governingLawProvince,
      /** Chat messages go to an outside AI model service (CHAT_LLM_*), not only the built-in answers. */
      chatModelService: config.chatLlm !== undefined,
      /** Contact messages are also sent to the partner mortgage network (EXTERNAL_NETWORK_*). */
      mortgageNetwork: config.externalNetwork !== undefined,
    },
  };
}

/** Settings the SPA needs at run time (the page carries no inline script to hold them). */
export function siteRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, (c) => {
    const { config } = c.get("deps");
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      externalApplyUrl: config.externalApplyUrl,
      newsletterUrl: config.newsletterUrl,
      ...legalSettingsToJson(config),
    });
  });
}
