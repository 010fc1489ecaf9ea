import { PageFrame } from '../../components/layouts/page-frame';
import { shellTexts } from '../texts';

const t = shellTexts.routeError;

/** Shown instead of a page that crashed while rendering (`PageErrorBoundary`). */
export function RouteError() {
  return (
    <PageFrame title={t.title}>
      <p role="alert" style={{ marginBottom: 'var(--space-5)', color: 'var(--color-text-muted)' }}>
        {t.lead}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </PageFrame>
  );
}
