import { shellTexts } from '../../texts';
import { AdminSection } from './admin-section';

export function AdminReportsRoute() {
  return <AdminSection title={shellTexts.admin.reports} />;
}
