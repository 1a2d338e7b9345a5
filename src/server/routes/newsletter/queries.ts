import type { Database } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** Stores the address once, lower-cased; subscribing again changes nothing. */
export async function subscribe(db: Database, email: string, source: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
