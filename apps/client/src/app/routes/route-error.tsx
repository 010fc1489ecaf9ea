import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { PageFrame } from '../../components/layouts/page-frame';
import { shellTexts } from '../texts';

const t = shellTexts.routeError;

/** Shown instead of a page that crashed while rendering. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
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
