/**
 * `npm run db:seed`: migrates the configured database, makes sure a super admin exists and fills an
 * empty database with demo content. Safe to run repeatedly: a database with data is left as it is.
 */
import { ensureSuperAdmin, generatePassword } from "../src/server/auth/bootstrap";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDemoContent } from "../src/server/db/seed";
import { createStorage } from "../src/server/storage/index";

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    console.log(`Database (${handle.kind}) is migrated.`);

    const admin = await ensureSuperAdmin(handle.db, config);
    if (!admin.created) console.log(`Super admin: ${admin.email} (already present).`);
    else if (admin.generatedPassword) {
      console.log(
        `Super admin created: ${admin.email} with password ${admin.generatedPassword} (shown once).`,
      );
    } else console.log(`Super admin created: ${admin.email} with the password from ADMIN_PASSWORD.`);

    const demoAgentPassword = config.demoAgentPassword ?? generatePassword();
    const result = await seedDemoContent(handle.db, await createStorage(config), {
      demoAgentPassword,
      log: (msg) => console.log(msg),
    });
    if (result.seeded && !config.demoAgentPassword) {
      console.log(
        `Demo agent sign-in: ${result.demoAgentEmail} with password ${demoAgentPassword} (shown once).`,
      );
    } else if (result.seeded) {
      console.log(`Demo agent sign-in: ${result.demoAgentEmail} with the password from DEMO_AGENT_PASSWORD.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
