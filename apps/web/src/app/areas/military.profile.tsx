import { MyCertificates } from "@/features/learning/components/my-certificates";
import { MilitaryProfilePage as ProfilePage } from "@/features/profile/military-profile-page";

/** /app/perfil with the certificates from the learning paths. */
export function MilitaryProfilePage() {
  return <ProfilePage certificates={<MyCertificates />} />;
}
