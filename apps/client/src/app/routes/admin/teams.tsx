import { shellTexts } from '../../texts';
import { AdminSection } from './admin-section';

export function AdminTeamsRoute() {
  return <AdminSection title={shellTexts.admin.teams} />;
}
