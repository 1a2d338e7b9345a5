import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileTabShell } from "./profile-tab-shell";
import { PublicUrlForm } from "./public-url-form";

/** The dashboard's Profile tab: the public URL on its own save, then the profile itself. */
export function ProfileTab() {
  return (
    <ProfileTabShell>
      {(agent) => (
        <div className="flex flex-col gap-8">
          <PublicUrlForm agent={agent} />
          <ProfileDetailsForm agent={agent} />
        </div>
      )}
    </ProfileTabShell>
  );
}
